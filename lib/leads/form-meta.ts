import type { LeadOrigin } from "./attribution";
import type { SpamReason } from "./spam-signals";

export type FormMeta = {
  submissionKey: string | null;
  spamReason: SpamReason | null;
  origin: LeadOrigin | null;
};

export const NO_FORM_META: FormMeta = { submissionKey: null, spamReason: null, origin: null };
