import "server-only";

import { serverEnv } from "@/lib/env";

export type RetentionPeriods = { enquiryMonths: number; unapprovedReviewMonths: number };

/** How long enquiries and never-approved reviews are kept; approved reviews stay while published. */
export function retentionPeriods(): RetentionPeriods {
  const env = serverEnv();
  return {
    enquiryMonths: env.retentionEnquiryMonths,
    unapprovedReviewMonths: env.retentionUnapprovedReviewMonths,
  };
}
