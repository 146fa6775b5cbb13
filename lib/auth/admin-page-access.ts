import "server-only";

import { redirect } from "next/navigation";

import { SECOND_FACTOR_LOGIN, securityPath } from "./second-factor-paths";
import { getAdminAccess, type AdminAccess } from "./session";

type PageAccess = Exclude<AdminAccess, { status: "signed-out" | "needs-code" }>;

// Each admin page checks for itself (the proxy's redirect can be bypassed); its data checks again.
export async function adminPageAccess({ enrolling = false } = {}): Promise<PageAccess> {
  const access = await getAdminAccess();
  if (access.status === "signed-out") redirect("/login");
  if (access.status === "needs-code") redirect(SECOND_FACTOR_LOGIN);
  if (access.status === "needs-enrolment" && !enrolling) redirect(securityPath);
  return access;
}
