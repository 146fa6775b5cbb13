// The one result every server action returns (architecture: "One typed action result"). Types
// only, so the browser can name it without loading zod.

export type FieldErrors = Record<string, string[]>;

/**
 * `message` is the sentence to show: a failure always has one (toast, danger box, alert), a
 * success only when it says more than the caller's own success text. `values` is the submitted
 * text, sent back so a page the server renders after a post without JavaScript can show it
 * again. A redirect is not a result: the action throws it, as Next's `redirect()` does.
 */
export type ActionResult<Field extends string = never> =
  | { ok: true; message?: string; values?: Partial<Record<Field, string>> }
  | {
      ok: false;
      message: string;
      fieldErrors?: FieldErrors;
      values?: Partial<Record<Field, string>>;
    };

/** The answer to an action called with something other than form data: no browser sends that. */
export const UNREADABLE_FORM_MESSAGE =
  "The form could not be read. Please reload the page and try again.";
