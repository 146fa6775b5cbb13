"use client";

import { listedRowsFields, type ListedRows } from "@/lib/schemas/listed-rows";
import { Button } from "@/components/ui/button";
import { AuthNotice } from "@/components/auth/auth-notice";
import { submitWith, useResilientActionState } from "@/components/forms/use-resilient-action";
import { Icon } from "@/components/page/icon";

import { erasePersonAction } from "./actions";
import { unreachable } from "./unreachable";

export function EraseForm({
  email,
  name,
  wholeName,
  listed,
  permalink,
  cancel,
}: {
  email: string | null;
  name: string | null;
  wholeName: boolean;
  /** The ids listed on the page: the erasure deletes these and nothing found since. */
  listed: ListedRows;
  /** The confirmation page: without JavaScript the form posts there, and a failure shows there. */
  permalink: string;
  cancel: React.ReactNode;
}) {
  const { state, formAction, submit, isPending } = useResilientActionState(
    erasePersonAction,
    unreachable,
    permalink,
  );
  return (
    <form action={formAction} onSubmit={submitWith(submit)} className="grid gap-4">
      <input type="hidden" name="email" value={email ?? ""} />
      <input type="hidden" name="name" value={name ?? ""} />
      <input type="hidden" name="whole" value={wholeName ? "1" : ""} />
      {Object.entries(listedRowsFields(listed)).map(([field, value]) => (
        <input key={field} type="hidden" name={field} value={value} />
      ))}
      <AuthNotice error={state && !state.ok ? state.message : undefined} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {cancel}
        <Button type="submit" variant="destructive" disabled={isPending}>
          <Icon name="trash" />
          {isPending ? "Erasing ..." : "Erase all"}
        </Button>
      </div>
    </form>
  );
}
