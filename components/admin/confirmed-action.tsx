"use client";

import { useState } from "react";

import type { ActionResult } from "@/lib/schemas/action-result";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "@/components/ui/alert-dialog";

import { useToastedAction } from "./use-toasted-action";

/** An action that cannot be undone runs only after the dialog's own button says so. */
export function ConfirmedAction({
  trigger,
  title,
  description,
  confirm,
  run,
  failed,
  onDone,
}: {
  trigger: (isPending: boolean) => React.ReactElement;
  title: string;
  description: string;
  confirm: string;
  run: () => Promise<ActionResult>;
  failed: string;
  onDone?: () => void;
}) {
  const { isPending, run: runToasted } = useToastedAction();
  const [open, setOpen] = useState(false);
  return (
    <AlertDialog open={open} onOpenChange={setOpen}>
      <AlertDialogTrigger asChild>{trigger(isPending)}</AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction onClick={() => runToasted(run, failed, onDone)}>
            {confirm}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
