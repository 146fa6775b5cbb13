import type { LeadOrigin } from "./attribution";
import type { SpamReason } from "./spam-signals";

/** What a public form stores beside its fields. */
export type FormMeta = {
  /** Stores a retried message once (lib/data/store-once.ts); null without JavaScript. */
  submissionKey: string | null;
  /** Set for a post that looks automated: stored apart, never notified. */
  spamReason: SpamReason | null;
  /** Where an enquiry came from; reviews do not record it. */
  origin: LeadOrigin | null;
};

export const NO_FORM_META: FormMeta = { submissionKey: null, spamReason: null, origin: null };
