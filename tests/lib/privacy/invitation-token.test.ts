import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import {
  invitationToken,
  invitationTokenHash,
  readInvitationToken,
} from "@/lib/privacy/invitation-token";

const ID = "3f1c2b4a-5d6e-4f70-8a9b-0c1d2e3f4a5b";

beforeEach(() => vi.stubEnv("RATE_LIMIT_SECRET", "a-test-secret-of-some-length"));
afterEach(() => vi.unstubAllEnvs());

describe("invitation tokens", () => {
  it("reads back the invitation and generation it was signed for", () => {
    const token = invitationToken({ invitationId: ID, generation: 3 });
    expect(token).toMatch(/^[A-Za-z0-9_-]{22}\.3\.[A-Za-z0-9_-]{43}$/);
    expect(readInvitationToken(token)).toEqual({ invitationId: ID, generation: 3 });
  });

  it("refuses a link with any one character changed, cut short or lengthened", () => {
    const token = invitationToken({ invitationId: ID, generation: 1 });
    for (let index = 0; index < token.length; index++) {
      const char = token[index]!;
      const other = char === "A" ? "B" : char === "." ? "_" : "A";
      const changed = token.slice(0, index) + other + token.slice(index + 1);
      expect(readInvitationToken(changed), `changed at ${index}`).toBeNull();
    }
    expect(readInvitationToken(token.slice(0, -1))).toBeNull();
    expect(readInvitationToken(`${token}A`)).toBeNull();
    expect(readInvitationToken("")).toBeNull();
  });

  it("binds the signature to its invitation and generation: neither can be swapped", () => {
    const first = invitationToken({ invitationId: ID, generation: 1 });
    const other = invitationToken({
      invitationId: "00000000-0000-4000-8000-000000000000",
      generation: 1,
    });
    const [id, , signature] = first.split(".");
    const [otherId] = other.split(".");
    expect(readInvitationToken(`${id}.2.${signature}`)).toBeNull();
    expect(readInvitationToken(`${otherId}.1.${signature}`)).toBeNull();
  });

  it("is worth nothing under another key", () => {
    const token = invitationToken({ invitationId: ID, generation: 1 });
    vi.stubEnv("RATE_LIMIT_SECRET", "another-secret-entirely");
    expect(readInvitationToken(token)).toBeNull();
  });

  it("is stored as a SHA-256 hash in hex, never as itself", () => {
    const token = invitationToken({ invitationId: ID, generation: 1 });
    const hash = invitationTokenHash(token);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toContain(token.split(".")[2]);
  });
});
