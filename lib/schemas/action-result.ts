// Types only, so the browser can name it without loading zod.

export type FieldErrors = Record<string, string[]>;

// `values` lets a page rendered after a post without JavaScript show the typed text again.
export type ActionResult<Field extends string = never> =
  | { ok: true; message?: string; values?: Partial<Record<Field, string>>; reference?: string }
  | {
      ok: false;
      message: string;
      fieldErrors?: FieldErrors;
      values?: Partial<Record<Field, string>>;
    };

export const UNREADABLE_FORM_MESSAGE =
  "The form could not be read. Please reload the page and try again.";
