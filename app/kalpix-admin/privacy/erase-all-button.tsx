"use client";

import type { OutsideCopy } from "@/lib/data/privacy";
import type { ListedRows } from "@/lib/schemas/listed-rows";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "@/components/ui/alert-dialog";
import { Button, buttonVariants } from "@/components/ui/button";
import { useIsHydrated } from "@/components/forms/use-is-hydrated";
import { Icon } from "@/components/page/icon";

import { EraseForm } from "./erase-form";
import { OutsideCopies } from "./outside-copies";
import { ERASE_CONFIRM_TITLE, eraseWarning } from "./request-links";

/** Until JavaScript runs it is a link to the confirmation page, so erasing never needs a script. */
export function EraseAllButton({
  email,
  name,
  wholeName,
  listed,
  held,
  who,
  names,
  copies,
  confirmHref,
}: {
  email: string | null;
  name: string | null;
  wholeName: boolean;
  listed: ListedRows;
  held: string;
  who: string;
  /** The names the reviews listed carry: more than one is said before anything is erased. */
  names: string[];
  copies: OutsideCopy[];
  confirmHref: string;
}) {
  const hydrated = useIsHydrated();
  if (!hydrated) {
    return (
      <a href={confirmHref} className={buttonVariants({ variant: "destructive", size: "sm" })}>
        <Icon name="trash" />
        Erase all
      </a>
    );
  }
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button variant="destructive" size="sm">
          <Icon name="trash" />
          Erase all
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent className="max-h-[90dvh] overflow-y-auto">
        <AlertDialogHeader>
          <AlertDialogTitle>{ERASE_CONFIRM_TITLE}</AlertDialogTitle>
          <AlertDialogDescription>{eraseWarning(held, who, names)}</AlertDialogDescription>
        </AlertDialogHeader>
        <OutsideCopies copies={copies} />
        <EraseForm
          email={email}
          name={name}
          wholeName={wholeName}
          listed={listed}
          permalink={confirmHref.split("#")[0] ?? confirmHref}
          cancel={<AlertDialogCancel>Cancel</AlertDialogCancel>}
        />
      </AlertDialogContent>
    </AlertDialog>
  );
}
