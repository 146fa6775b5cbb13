import { describe, expect, it } from "vitest";

import { AUTH_ERROR_MESSAGES, authErrorCode, authErrorMessage } from "@/lib/auth/views";

describe("authErrorCode", () => {
  it("takes the first known code, most specific first", () => {
    expect(authErrorCode("otp_expired", "access_denied")).toBe("otp_expired");
    expect(authErrorCode(null, "access_denied")).toBe("access_denied");
    expect(authErrorCode("some_new_code", "access_denied")).toBe("access_denied");
  });

  it("falls back to the generic code for anything else", () => {
    expect(authErrorCode(undefined, null)).toBe("unexpected_failure");
    expect(authErrorCode("Call +1 555 0100 now", "toString", "__proto__", "constructor")).toBe(
      "unexpected_failure",
    );
  });
});

describe("authErrorMessage", () => {
  it("words a known code with our message", () => {
    expect(authErrorMessage("otp_expired")).toBe("That link has expired. Ask for a new one.");
    expect(authErrorMessage("invalid_credentials")).toBe("Invalid login credentials");
  });

  it("shows only our own texts: an unknown code or free text gets the generic message", () => {
    for (const raw of [
      "Your account is locked. Call +1 555 0100",
      "<img src=x onerror=alert(1)>",
      "hasOwnProperty",
      "__proto__",
    ]) {
      expect(authErrorMessage(raw)).toBe(AUTH_ERROR_MESSAGES.unexpected_failure);
    }
  });

  it("accepts one of our own messages as is, and nothing without an error", () => {
    expect(authErrorMessage("Invalid login credentials")).toBe("Invalid login credentials");
    expect(authErrorMessage(undefined)).toBeUndefined();
    expect(authErrorMessage("")).toBeUndefined();
  });
});
