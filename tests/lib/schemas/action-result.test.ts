import { readdirSync, readFileSync } from "node:fs";

import { describe, expect, expectTypeOf, it } from "vitest";

import type { ActionResult } from "@/lib/schemas/action-result";
import type { ContactField } from "@/lib/schemas/contact-limits";
import type { InvitationField } from "@/lib/schemas/review-invitation.schema";
import type { ReviewField } from "@/lib/schemas/review-limits";
import type * as contactActions from "@/app/(site)/contact/actions";
import type * as reviewActions from "@/app/(site)/reviews/actions";
import type * as adminActions from "@/app/kalpix-admin/actions";
import type * as invitationActions from "@/app/kalpix-admin/invitations/actions";
import type * as privacyActions from "@/app/kalpix-admin/privacy/actions";
import type * as securityActions from "@/app/kalpix-admin/security/actions";
import type * as loginActions from "@/app/login/actions";

import { expectActionResult } from "./action-result-shape";

type Answers<Module> = {
  [Name in keyof Module]: Module[Name] extends (...args: never[]) => Promise<infer Result>
    ? Result
    : never;
};
type AllAnswer<Module, Result> = { [Name in keyof Module]: Result };

/** Every module of server actions, each with the one result type its actions answer with. */
const ACTION_MODULES = [
  "app/(site)/contact/actions.ts",
  "app/(site)/reviews/actions.ts",
  "app/kalpix-admin/actions.ts",
  "app/kalpix-admin/invitations/actions.ts",
  "app/kalpix-admin/privacy/actions.ts",
  "app/kalpix-admin/security/actions.ts",
  "app/login/actions.ts",
];

describe("ActionResult", () => {
  it("is what every server action answers with (checked by tsc)", () => {
    expectTypeOf<Answers<typeof contactActions>>().toEqualTypeOf<
      AllAnswer<typeof contactActions, ActionResult<ContactField>>
    >();
    expectTypeOf<Answers<typeof reviewActions>>().toEqualTypeOf<
      AllAnswer<typeof reviewActions, ActionResult<ReviewField>>
    >();
    expectTypeOf<Answers<typeof adminActions>>().toEqualTypeOf<
      AllAnswer<typeof adminActions, ActionResult>
    >();
    expectTypeOf<Answers<typeof invitationActions>>().toEqualTypeOf<
      AllAnswer<typeof invitationActions, ActionResult<InvitationField>>
    >();
    expectTypeOf<Answers<typeof privacyActions>>().toEqualTypeOf<
      AllAnswer<typeof privacyActions, ActionResult<"email" | "name">>
    >();
    expectTypeOf<Answers<typeof securityActions>>().toEqualTypeOf<
      AllAnswer<typeof securityActions, ActionResult<"factorId" | "qrCode" | "secret">>
    >();
    expectTypeOf<Answers<typeof loginActions>>().toEqualTypeOf<
      AllAnswer<typeof loginActions, ActionResult<"email">>
    >();
  });

  it("covers every 'use server' module in the app", () => {
    const found = readdirSync("app", { recursive: true, encoding: "utf8" })
      .filter((file) => /\.tsx?$/.test(file))
      .map((file) => `app/${file}`)
      .filter((file) => /^\s*["']use server["']/.test(readFileSync(file, "utf8")));
    expect(found.sort()).toEqual([...ACTION_MODULES].sort());
  });

  it("has a message on every failure and names only the form's fields", () => {
    expectActionResult({ ok: true });
    expectActionResult({ ok: true, message: "Check your email for the magic link" });
    expectActionResult(
      { ok: false, message: "Submission failed.", fieldErrors: { name: ["Too short."] } },
      ["name"],
    );
    expectActionResult({ ok: false, message: "Invalid login credentials", values: { email: "" } }, [
      "email",
    ]);
  });
});
