import { redirect } from "next/navigation";
import { describe, expect, it, vi } from "vitest";

import { callAction } from "@/components/forms/use-resilient-action";

describe("callAction", () => {
  it("returns the action's result when the request arrives", async () => {
    await expect(
      callAction(
        async () => ({ ok: true }),
        () => ({ ok: false }),
      ),
    ).resolves.toEqual({ ok: true });
  });

  it("turns a request that died in the network into the fallback result", async () => {
    const quiet = vi.spyOn(console, "error").mockImplementation(() => {});
    const result = await callAction(
      () => Promise.reject(new TypeError("Failed to fetch")),
      () => ({ ok: false, formError: "Submission failed. Please try again." }),
    );
    expect(result).toEqual({ ok: false, formError: "Submission failed. Please try again." });
    quiet.mockRestore();
  });

  it("lets a redirect through: it is navigation, not a failure", async () => {
    const redirecting = async () => {
      redirect("/kalpix-admin");
    };
    await expect(callAction(redirecting, () => undefined)).rejects.toMatchObject({
      digest: expect.stringContaining("NEXT_REDIRECT"),
    });
  });
});
