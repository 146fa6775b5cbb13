import type { FieldErrors } from "@/lib/schemas/action-result";

export type FormValidator = (formData: FormData) => FieldErrors;

// zod is about 30 KiB, so it is fetched on the first send, not with the page; when it cannot load
// (offline, a deploy in between) the result is null and the server's check alone decides.
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
