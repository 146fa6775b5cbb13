import { locationLinks } from "./locations";
import { privacyFormNotes } from "./privacy";
import { footerNav } from "./site";

export type FooterGroup = {
  title: string;
  links: readonly { href: string; label: string }[];
};

/**
 * The footer's two columns: the site's own pages, then every location page. Being on every page,
 * they give each of these pages a plain link from all the others.
 */
export const footerGroups: readonly FooterGroup[] = [
  { title: "Explore", links: footerNav },
  { title: "Where we work", links: locationLinks.map(({ href, label }) => ({ href, label })) },
];

/** The footer's bottom row, beside the copyright: on every page, out of the two columns. */
export const footerLegalLinks = [{ href: privacyFormNotes.path, label: "Privacy" }] as const;
