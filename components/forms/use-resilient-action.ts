import { useActionState, useState, useTransition } from "react";
import { unstable_rethrow } from "next/navigation";

import type { ActionResult } from "@/lib/schemas/action-result";

type Failure<Result> = Extract<Result, { ok: false }>;

// A dropped request becomes a failed result, not a rejection that brings up the error boundary.
export async function callAction<Result extends ActionResult<string>>(
  run: () => Promise<Result>,
  onUnreachable: () => Failure<Result>,
): Promise<Result> {
  try {
    return await run();
  } catch (error) {
    unstable_rethrow(error);
    console.error("The server could not be reached:", error);
    return onUnreachable();
  }
}

// Without `permalink` (the page the form is on) React renders action="", which is invalid HTML.
export function useResilientActionState<Result extends ActionResult<string>, Payload>(
  action: (previous: Result | null, payload: Payload) => Promise<Result>,
  onUnreachable: (payload: Payload) => NoInfer<Failure<Result>>,
  permalink?: string,
) {
  const [serverState, formAction] = useActionState<Result | null, Payload>(action, null, permalink);
  const [sent, setSent] = useState<{ state: Result } | null>(null);
  const [isPending, startTransition] = useTransition();
  const state = sent ? sent.state : serverState;

  function submit(payload: Payload) {
    startTransition(async () => {
      const next = await callAction(
        () => action(state, payload),
        () => onUnreachable(payload),
      );
      startTransition(() => setSent({ state: next }));
    });
  }

  return { state, formAction, submit, isPending } as const;
}

// Not React's form action, which would reset the form even when the request never arrived.
export function submitWith(submit: (formData: FormData) => void) {
  return (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submit(new FormData(event.currentTarget));
  };
}
