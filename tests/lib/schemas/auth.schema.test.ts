import { describe, expect, it } from "vitest";

import {
  credentialsSchema,
  emailSchema,
  magicLinkSchema,
  newPasswordSchema,
  oauthSchema,
  parseAuthForm,
  verifyOtpSchema,
} from "@/lib/schemas/auth.schema";

import { form } from "../../support/form-data";

describe("the login forms' schemas", () => {
  it("pass e-mail and password to the backend as typed, the e-mail trimmed", () => {
    expect(
      parseAuthForm(credentialsSchema, form({ email: " a@b.co ", password: " secret " })),
    ).toEqual({ success: true, data: { email: "a@b.co", password: " secret " } });
  });

  it("leave every other judgement to the backend, whose message the danger box shows", () => {
    const empty = form({});
    expect(parseAuthForm(credentialsSchema, empty)).toEqual({
      success: true,
      data: { email: "", password: "" },
    });
    expect(parseAuthForm(emailSchema, form({ email: "not an address" }))).toEqual({
      success: true,
      data: { email: "not an address" },
    });
    expect(parseAuthForm(newPasswordSchema, empty)).toEqual({
      success: true,
      data: { password: "" },
    });
  });

  it("cut each value to a size the backend accepts, whatever is posted", () => {
    const parsed = parseAuthForm(
      verifyOtpSchema,
      form({ email: "a".repeat(10_000), token: `12 34\n56${"9".repeat(100)}` }),
    );
    expect(parsed).toEqual({
      success: true,
      data: { email: "a".repeat(320), token: `123456${"9".repeat(56)}` },
    });
    expect(
      parseAuthForm(
        credentialsSchema,
        form({ email: new Blob(["x"]), password: "p".repeat(2000) }),
      ),
    ).toEqual({ success: true, data: { email: "", password: "p".repeat(1024) } });
  });

  it("refuse an empty e-mail for a magic link with the Auth UI's message, keeping what was typed", () => {
    for (const email of ["", "   "]) {
      expect(parseAuthForm(magicLinkSchema, form({ email }))).toEqual({
        success: false,
        result: {
          ok: false,
          message: "Email address can not be empty",
          fieldErrors: { email: ["Email address can not be empty"] },
          values: { email: "" },
        },
      });
    }
    expect(parseAuthForm(magicLinkSchema, form({ email: " a@b.co " }))).toEqual({
      success: true,
      data: { email: "a@b.co" },
    });
  });

  it("accept only the offered providers, answering others as GoTrue does", () => {
    expect(parseAuthForm(oauthSchema, form({ provider: "github" }))).toEqual({
      success: true,
      data: { provider: "github" },
    });
    for (const provider of ["gitlab", "", "__proto__"]) {
      expect(parseAuthForm(oauthSchema, form({ provider }))).toEqual({
        success: false,
        result: {
          ok: false,
          message: "Unsupported provider",
          fieldErrors: { provider: ["Unsupported provider"] },
        },
      });
    }
  });
});
