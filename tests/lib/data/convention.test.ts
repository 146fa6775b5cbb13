/**
 * The data layer's one failure convention, checked on the types (by `npm run typecheck`, which
 * compiles the tests): every exported function that asks the database answers a DataResult (the
 * export's pages are DataResults). A function that goes back to null, a bare `{ ok }`, a string
 * union, `void` or a bare array fails to compile here. tests/lib/data/failures.integration.test.ts makes each
 * one fail against a real backend.
 */
import { readdirSync } from "node:fs";
import path from "node:path";

import { describe, expect, expectTypeOf, it } from "vitest";

import type * as AdminStanding from "@/lib/auth/admin-standing";
import type * as AdminAudit from "@/lib/data/admin-audit";
import type * as AdminExport from "@/lib/data/admin-export";
import type * as AdminLists from "@/lib/data/admin-lists";
import type * as AdminReviews from "@/lib/data/admin-reviews";
import type * as AdminSpam from "@/lib/data/admin-spam";
import type * as AdminSubmissions from "@/lib/data/admin-submissions";
import type * as FactorApprovals from "@/lib/data/factor-approvals";
import type * as NotificationOutbox from "@/lib/data/notification-outbox";
import type * as Privacy from "@/lib/data/privacy";
import type * as RateLimits from "@/lib/data/rate-limits";
import type * as ReviewInvitations from "@/lib/data/review-invitations";
import type * as ReviewReplies from "@/lib/data/review-replies";
import type * as Reviews from "@/lib/data/reviews";
import type * as StoreOnce from "@/lib/data/store-once";
import type * as Submissions from "@/lib/data/submissions";
import type * as WebVitals from "@/lib/data/web-vitals";
import type * as WebVitalsReport from "@/lib/data/web-vitals-report";
import type { DataError, DataResult } from "@/lib/supabase/result";
import type * as Result from "@/lib/supabase/result";

type Modules = {
  "admin-audit": typeof AdminAudit;
  "admin-export": typeof AdminExport;
  "admin-lists": typeof AdminLists;
  "admin-reviews": typeof AdminReviews;
  "admin-spam": typeof AdminSpam;
  "admin-standing": typeof AdminStanding;
  "admin-submissions": typeof AdminSubmissions;
  "factor-approvals": typeof FactorApprovals;
  "notification-outbox": typeof NotificationOutbox;
  privacy: typeof Privacy;
  "rate-limits": typeof RateLimits;
  result: typeof Result;
  "review-invitations": typeof ReviewInvitations;
  "review-replies": typeof ReviewReplies;
  reviews: typeof Reviews;
  "store-once": typeof StoreOnce;
  submissions: typeof Submissions;
  "web-vitals": typeof WebVitals;
  "web-vitals-report": typeof WebVitalsReport;
};

/** The modules that ask the database from outside lib/data: the session's standing, and the result type. */
type Elsewhere = "admin-standing" | "result";

/** The files of lib/data. */
const MODULES = [
  "admin-audit",
  "admin-export",
  "admin-lists",
  "admin-reviews",
  "admin-spam",
  "admin-submissions",
  "factor-approvals",
  "notification-outbox",
  "privacy",
  "rate-limits",
  "review-invitations",
  "review-replies",
  "reviews",
  "store-once",
  "submissions",
  "web-vitals",
  "web-vitals-report",
] as const satisfies readonly (keyof Modules)[];

type Answers = Promise<DataResult<unknown>> | AsyncGenerator<DataResult<unknown>, void>;

/** The names of a module's exported functions that answer in some other way. */
type OtherConvention<M> = {
  [K in keyof M]: M[K] extends (...args: never[]) => infer R
    ? [R] extends [Answers]
      ? never
      : K
    : never;
}[keyof M];

describe("the data layer's failure convention", () => {
  it("covers every module in lib/data", () => {
    const files = readdirSync(path.resolve(__dirname, "../../../lib/data"))
      .filter((file) => file.endsWith(".ts"))
      .map((file) => file.slice(0, -".ts".length))
      .sort();
    expect(files).toEqual([...MODULES].sort());
  });

  it("checks each module of lib/data, or one named as living elsewhere", () => {
    expectTypeOf<keyof Modules>().toEqualTypeOf<(typeof MODULES)[number] | Elsewhere>();
  });

  it("answers a DataResult from every function that asks the database", () => {
    expectTypeOf<OtherConvention<Modules["admin-audit"]>>().toEqualTypeOf<never>();
    expectTypeOf<OtherConvention<Modules["admin-export"]>>().toEqualTypeOf<never>();
    // Builds the list functions' arguments; asks nothing.
    expectTypeOf<OtherConvention<Modules["admin-lists"]>>().toEqualTypeOf<"listArguments">();
    expectTypeOf<OtherConvention<Modules["admin-reviews"]>>().toEqualTypeOf<never>();
    expectTypeOf<OtherConvention<Modules["admin-spam"]>>().toEqualTypeOf<never>();
    expectTypeOf<OtherConvention<Modules["admin-standing"]>>().toEqualTypeOf<never>();
    expectTypeOf<OtherConvention<Modules["admin-submissions"]>>().toEqualTypeOf<never>();
    expectTypeOf<OtherConvention<Modules["factor-approvals"]>>().toEqualTypeOf<never>();
    expectTypeOf<OtherConvention<Modules["notification-outbox"]>>().toEqualTypeOf<never>();
    expectTypeOf<OtherConvention<Modules["privacy"]>>().toEqualTypeOf<never>();
    expectTypeOf<OtherConvention<Modules["rate-limits"]>>().toEqualTypeOf<never>();
    // Builds the results themselves.
    expectTypeOf<OtherConvention<Modules["result"]>>().toEqualTypeOf<"answer" | "failure">();
    // Expires a cache tag; asks nothing.
    expectTypeOf<OtherConvention<Modules["reviews"]>>().toEqualTypeOf<"revalidatePublicReviews">();
    expectTypeOf<OtherConvention<Modules["store-once"]>>().toEqualTypeOf<never>();
    expectTypeOf<OtherConvention<Modules["submissions"]>>().toEqualTypeOf<never>();
    expectTypeOf<OtherConvention<Modules["web-vitals"]>>().toEqualTypeOf<never>();
    expectTypeOf<OtherConvention<Modules["web-vitals-report"]>>().toEqualTypeOf<never>();
  });

  it("keeps domain answers in data and carries no backend text in a failure", () => {
    type Decision = Awaited<ReturnType<typeof RateLimits.consumeSharedFormRateLimit>>;
    expectTypeOf<Extract<Decision, { ok: true }>["data"]>().toEqualTypeOf<"allowed" | "refused">();
    expectTypeOf<DataError>().toEqualTypeOf<{ kind: "failed" | "not-found" }>();
  });
});
