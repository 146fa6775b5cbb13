import type { FieldErrors } from "@/lib/schemas/action-result";

export type FormValidator = (formData: FormData) => FieldErrors;

/**
 * The browser checks a form with the same zod schema as the server, but zod is about 30 KiB, so
 * it is fetched when the visitor first sends the form, not with the page. If it cannot load
 * (offline, a deploy in between), the result is null and the server's check alone decides.
 */
export function lazyValidator(
  load: () => Promise<FormValidator>,
): () => Promise<FormValidator | null> {
  let pending: Promise<FormValidator | null> | undefined;
  return () =>
    (pending ??= load().catch(() => {
      pending = undefined;
      return null;
    }));
}
