import { redirect } from "next/navigation";
import { describe, expect, it, vi } from "vitest";

import type { ActionResult } from "@/lib/schemas/action-result";
import { callAction } from "@/components/forms/use-resilient-action";

const unreachable = () => ({ ok: false as const, message: "Submission failed. Please try again." });

describe("callAction", () => {
  it("returns the action's result when the request arrives", async () => {
    await expect(
      callAction(async (): Promise<ActionResult> => ({ ok: true }), unreachable),
    ).resolves.toEqual({ ok: true });
  });

  it("turns a request that died in the network into a failed result", async () => {
    const quiet = vi.spyOn(console, "error").mockImplementation(() => {});
    const result = await callAction(
      (): Promise<ActionResult> => Promise.reject(new TypeError("Failed to fetch")),
      unreachable,
    );
    expect(result).toEqual({ ok: false, message: "Submission failed. Please try again." });
    quiet.mockRestore();
  });

  it("lets a redirect through: it is navigation, not a failure", async () => {
    const redirecting = async (): Promise<ActionResult> => {
      redirect("/kalpix-admin");
    };
    await expect(callAction(redirecting, unreachable)).rejects.toMatchObject({
      digest: expect.stringContaining("NEXT_REDIRECT"),
    });
  });
});
