import { useActionState, useState, useTransition } from "react";
import { unstable_rethrow } from "next/navigation";

/**
 * Calls a server action and turns a request that dies on the way (offline, a reset connection, a
 * proxy error, a 5xx the framework cannot parse) into a result, instead of the rejection that
 * `useActionState` hands to the error boundary, which replaces the whole page and everything typed.
 * Redirects and other framework signals are rethrown: they are navigation, not failure.
 */
export async function callAction<Result>(
  run: () => Promise<Result>,
  onUnreachable: () => Result,
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
 * `useActionState` for a form that must survive a dropped connection. The server action stays the
 * form's `action`, so the form still posts without JavaScript and the page the server returns
 * carries its state; with JavaScript, `submit` sends the same action through `callAction`.
 */
export function useResilientActionState<State, Payload>(
  action: (previous: Awaited<State>, payload: Payload) => Promise<Awaited<State>>,
  initialState: NoInfer<Awaited<State>>,
  onUnreachable: (previous: Awaited<State>, payload: Payload) => NoInfer<Awaited<State>>,
) {
  const [serverState, formAction] = useActionState(action, initialState);
  const [sent, setSent] = useState<{ state: Awaited<State> } | null>(null);
  const [isPending, startTransition] = useTransition();
  const state = sent ? sent.state : serverState;

  function submit(payload: Payload) {
    startTransition(async () => {
      const next = await callAction(
        () => action(state, payload),
        () => onUnreachable(state, payload),
      );
      startTransition(() => setSent({ state: next }));
    });
  }

  return { state, formAction, submit, isPending } as const;
}
