import { site } from "@/content/site";
import { securityPath } from "@/lib/auth/second-factor-paths";

/** Where staff answer a person's request to see, take away or erase what the site holds on them. */
export const privacyPath = `${site.adminPath}/privacy`;

/** Where staff invite clients to review, and follow each invitation. */
export const invitationsPath = `${site.adminPath}/invitations`;

/** Core Web Vitals from real visits: how fast the site is for the people who use it. */
export const speedPath = `${site.adminPath}/speed`;

/** The admin area's pages, in the header's order. */
export const ADMIN_PAGES = [
  { id: "dashboard", label: "Dashboard", href: site.adminPath },
  { id: "invitations", label: "Invitations", href: invitationsPath },
  { id: "speed", label: "Speed", href: speedPath },
  { id: "privacy", label: "Data requests", href: privacyPath },
  { id: "security", label: "Security", href: securityPath },
] as const;

export type AdminPage = (typeof ADMIN_PAGES)[number]["id"];
