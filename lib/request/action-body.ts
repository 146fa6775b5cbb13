// React decodes a server action's arguments from what the request says, and a reference to a part
// that never comes, or one it cannot build, throws inside Next: a 500 with a stack in the logs.
// The app's own pages send plain values, FormData ("$K<n>") and escaped strings ("$$..."), and
// nothing else, so a body with any other "$" reference is answered 400 before React reads it.

type Fields = { get(name: string): FormDataEntryValue | null; keys(): Iterable<string> };

const PLAIN_SPECIAL = /^\$(?:\$|K\d{1,9}$|undefined$|NaN$|-?Infinity$|-0$|n-?\d{1,40}$|D.)/s;

function isPlain(value: unknown, depth = 0): boolean {
  if (depth > 64) return false;
  if (typeof value === "string") return !value.startsWith("$") || PLAIN_SPECIAL.test(value);
  if (Array.isArray(value)) return value.every((item) => isPlain(item, depth + 1));
  if (value !== null && typeof value === "object")
    return Object.values(value).every((item) => isPlain(item, depth + 1));
  return true;
}

function json(text: FormDataEntryValue | null): unknown {
  if (typeof text !== "string") return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function plainJson(text: FormDataEntryValue | null): unknown {
  const value = json(text);
  return isPlain(value) ? value : undefined;
}

// Next spreads the arguments into the action and refuses a list over 1 000 with a throw.
const MAX_ARGUMENTS = 1000;

/** A fetch action's arguments: the "0" part of a multipart body, or the whole of a text one. */
export function isPlainActionReply(root: FormDataEntryValue | null): boolean {
  const args = plainJson(root);
  return Array.isArray(args) && args.length <= MAX_ARGUMENTS;
}

/** A form posted without JavaScript: the bound-action record React reads, when there is one. */
export function isPlainFormAction(fields: Fields): boolean {
  for (const key of fields.keys()) {
    const ref = /^\$ACTION_REF_(\d{1,9})$/.exec(key)?.[1];
    if (ref === undefined) continue;
    const meta = json(fields.get(`$ACTION_${ref}:0`));
    if (meta === null || typeof meta !== "object" || Array.isArray(meta)) return false;
    const { id, bound: boundRef } = meta as { id?: unknown; bound?: unknown };
    if (typeof id !== "string") return false;
    if (boundRef === null || boundRef === undefined) continue;
    const part =
      typeof boundRef === "string" ? /^\$@([0-9a-f]{1,8})$/.exec(boundRef)?.[1] : undefined;
    if (part === undefined) return false;
    const bound = plainJson(fields.get(`$ACTION_${ref}:${part}`));
    if (!Array.isArray(bound) || bound.length > MAX_ARGUMENTS) return false;
  }
  return true;
}
