import { beforeEach, describe, expect, it, vi } from "vitest";

const sonner = vi.hoisted(() => ({
  reachable: false,
  toast: { success: vi.fn(), error: vi.fn() },
}));

// The chunk with sonner, as the browser fetches it: unreachable until the connection is back.
vi.mock("@/components/ui/sonner", () => {
  if (!sonner.reachable) throw new TypeError("Failed to fetch dynamically imported module");
  return { toast: sonner.toast, Toaster: () => null };
});

describe("notify", () => {
  beforeEach(() => {
    vi.resetModules();
  });

  it("says the toast could not be shown when sonner cannot be fetched, and fetches it again next time", async () => {
    sonner.reachable = false;
    const { notify } = await import("@/components/forms/toasts");
    await expect(notify("error", "Submission failed. Please try again.")).resolves.toBe(false);
    expect(sonner.toast.error).not.toHaveBeenCalled();

    sonner.reachable = true;
    await expect(notify("success", "Thank you! Your message has been sent.")).resolves.toBe(true);
    expect(sonner.toast.success).toHaveBeenCalledWith("Thank you! Your message has been sent.");
  });
});
