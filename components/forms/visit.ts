import { FORM_START_FIELD, formOnPage, VISIT_FIELDS } from "@/lib/schemas/form-fields";

const VISIT_KEY = "kalpix:visit";

// sessionStorage, gone when the tab closes: no cookie and no identifier outlive the visit.
export const visitScript = `try{if(!sessionStorage.getItem(${JSON.stringify(VISIT_KEY)}))sessionStorage.setItem(${JSON.stringify(VISIT_KEY)},JSON.stringify([location.pathname+location.search,document.referrer]))}catch(e){}`;

export function addVisit(formData: FormData): void {
  formData.set(VISIT_FIELDS.sentFrom, location.pathname);
  try {
    const visit: unknown = JSON.parse(sessionStorage.getItem(VISIT_KEY) ?? "null");
    if (!Array.isArray(visit)) return;
    const [page, referrer] = visit as unknown[];
    if (typeof page === "string") formData.set(VISIT_FIELDS.page, page);
    if (typeof referrer === "string" && referrer) formData.set(VISIT_FIELDS.referrer, referrer);
  } catch {
    // Storage blocked or the value mangled: the server falls back to the Referer.
  }
}

// Missing when the fetch failed or is still slow at sending: the server then does not judge timing.
// Each stamp is made for the form on `page` and works once, so every send after a success takes a new one.
export function createFormStart(page: string) {
  let stamp: Promise<string | null> | null = null;
  const form = formOnPage(page);
  // Kept with the tab's draft: a message begun before a reload was begun then, not at the reload.
  const key = `kalpix:form-start:${form}`;
  return {
    begin() {
      if (!form) return;
      const kept = readKept(key);
      stamp ??= kept
        ? Promise.resolve(kept)
        : fetch(`/api/form-start?form=${form}`, { cache: "no-store" })
            .then((response) => (response.ok ? response.json() : null))
            .then((body: { stamp?: unknown } | null) => {
              const value = typeof body?.stamp === "string" ? body.stamp : null;
              if (value) keep(key, value);
              return value;
            })
            .catch(() => null);
    },
    async addTo(formData: FormData, waitMs = 1500): Promise<void> {
      this.begin();
      if (!stamp) return;
      const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), waitMs));
      const value = await Promise.race([stamp, timeout]);
      if (value) formData.set(FORM_START_FIELD, value);
    },
    reset() {
      stamp = null;
      keep(key, null);
    },
  };
}

function readKept(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

function keep(key: string, value: string | null): void {
  try {
    if (value) sessionStorage.setItem(key, value);
    else sessionStorage.removeItem(key);
  } catch {
    // Storage blocked: each page load takes its own stamp.
  }
}
