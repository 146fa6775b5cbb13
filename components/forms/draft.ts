// What a visitor has typed stays in this tab's session storage until the form is sent, so going
// back to the page or reloading it never loses a half-written message.

const draftKey = (permalink: string) => `kalpix:draft:${permalink}`;

function textControl(form: HTMLFormElement, name: string) {
  const control = form.elements.namedItem(name);
  return control instanceof HTMLTextAreaElement ||
    (control instanceof HTMLInputElement && control.type !== "radio" && control.type !== "hidden")
    ? control
    : null;
}

export function saveDraft(form: HTMLFormElement, fields: readonly string[], permalink: string) {
  const values: Record<string, string> = {};
  for (const field of fields) {
    const value = textControl(form, field)?.value;
    if (value) values[field] = value;
  }
  try {
    if (Object.keys(values).length === 0) sessionStorage.removeItem(draftKey(permalink));
    else sessionStorage.setItem(draftKey(permalink), JSON.stringify(values));
  } catch {
    // Storage off or full: the draft is a convenience only.
  }
}

/** Fills only empty fields: what the server sent back or the browser restored wins. */
export function restoreDraft(form: HTMLFormElement, fields: readonly string[], permalink: string) {
  let values: unknown;
  try {
    values = JSON.parse(sessionStorage.getItem(draftKey(permalink)) ?? "null");
  } catch {
    return;
  }
  if (!values || typeof values !== "object") return;
  for (const field of fields) {
    const value = (values as Record<string, unknown>)[field];
    const control = textControl(form, field);
    if (control && !control.value && typeof value === "string") control.value = value;
  }
}

export function dropDraft(permalink: string) {
  try {
    sessionStorage.removeItem(draftKey(permalink));
  } catch {
    // Nothing was kept.
  }
}
