import { useActionState, useState, useTransition } from "react";
import { unstable_rethrow } from "next/navigation";

import type { ActionResult } from "@/lib/schemas/action-result";

type Failure<Result> = Extract<Result, { ok: false }>;

/**
 * Calls a server action and turns a request that dies on the way (offline, a reset connection, a
 * proxy error, a 5xx the framework cannot parse) into a failed result, instead of the rejection
 * that `useActionState` hands to the error boundary, which replaces the whole page and everything
 * typed. Redirects and other framework signals are rethrown: they are navigation, not failure.
 */
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

/**
 * `useActionState` for a form that must survive a dropped connection; the state is null until
 * the first answer. The server action stays the form's `action`, so the form still posts without
 * JavaScript and the page the server returns carries its state; with JavaScript, `submit` sends
 * the same action through `callAction`. `permalink` is the page the form is on: without it React
 * renders `action=""`, which is invalid HTML; with it the form posts there explicitly.
 */
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

/**
 * A form's onSubmit that sends its fields through `submit` (the resilient action) instead of
 * React's form action, which would reset the form even when the request never arrived.
 */
export function submitWith(submit: (formData: FormData) => void) {
  return (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submit(new FormData(event.currentTarget));
  };
}
