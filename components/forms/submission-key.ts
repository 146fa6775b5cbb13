/**
 * A random UUID (version 4) from `crypto.getRandomValues`, which, unlike `crypto.randomUUID`,
 * also exists on a plain-http origin (a phone trying the dev server over the local network).
 */
export function newSubmissionKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The key sent with each attempt of a form: the same key while the visitor sends the same text
 * again (the retry after "Submission failed", when the message may have been stored and only the
 * answer lost), a new key as soon as any field changed or the last attempt succeeded, because
 * that is a new message. The server stores one row per key.
 */
export function createSubmissionKeys(fields: readonly string[]) {
  let last: { key: string; text: string } | null = null;
  return {
    keyFor(formData: FormData): string {
      const text = JSON.stringify(fields.map((field) => formData.get(field)));
      if (last?.text !== text) last = { key: newSubmissionKey(), text };
      return last.key;
    },
    forget() {
      last = null;
    },
  };
}
