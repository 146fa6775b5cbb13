import { site } from "@/content/site";
import type { AdminAccess } from "@/lib/auth/session";

import { AccessMessage } from "./access-message";
import { AdminFrame } from "./admin-frame";

type Refused = Extract<AdminAccess, { status: "unavailable" | "not-admin" }>;

/** An admin page for a visitor it cannot serve: the backend is down, or they are no admin. */
export function AccessRefused({
  access,
  heading,
  unavailableTitle,
  children,
}: {
  access: Refused;
  heading: React.ReactNode;
  unavailableTitle: string;
  /** What only admins may do here. */
  children: React.ReactNode;
}) {
  return (
    <AdminFrame brandName={site.name} email={"user" in access ? access.user.email : null}>
      {heading}
      <div className="mt-10">
        {access.status === "unavailable" ? (
          <AccessMessage kind="error" title={unavailableTitle}>
            {access.message} Nothing was changed. Please try again in a moment.
          </AccessMessage>
        ) : (
          <AccessMessage kind="forbidden" title="Not authorized">
            <p>{children}</p>
          </AccessMessage>
        )}
      </div>
    </AdminFrame>
  );
}
