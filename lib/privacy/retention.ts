import "server-only";

import { serverEnv } from "@/lib/env";
import { SPAM_DAYS } from "@/lib/leads/spam-signals";
import { FIELD_DATA_DAYS } from "@/lib/schemas/web-vitals-fields";

export type RetentionPeriods = {
  enquiryMonths: number;
  unapprovedReviewMonths: number;
  spamDays: number;
  fieldDataDays: number;
  inviteDays: number;
  unusedInvitationDays: number;
};

export function retentionPeriods(): RetentionPeriods {
  const env = serverEnv();
  return {
    enquiryMonths: env.retentionEnquiryMonths,
    unapprovedReviewMonths: env.retentionUnapprovedReviewMonths,
    spamDays: SPAM_DAYS,
    fieldDataDays: FIELD_DATA_DAYS,
    inviteDays: env.reviewInviteDays,
    unusedInvitationDays: env.retentionUnusedInvitationDays,
  };
}
