// Not crypto.randomUUID: it is missing on a plain-http origin (a phone on the dev server's LAN).
export function newSubmissionKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

// A retry of the same text keeps its key: it may have been stored with only the answer lost.
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
