const UTM_TAGS = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"] as const;
type UtmTag = (typeof UTM_TAGS)[number];

export type LeadOrigin = Record<UtmTag, string | null> & {
  landing_page: string | null;
  referrer_origin: string | null;
  sent_from: string | null;
};

// A value outside its pattern is dropped, never refused: a mangled tag must not cost a visitor
// their enquiry. The database checks the same patterns.
const PATH = /^\/[A-Za-z0-9._~%/-]{0,299}$/;
const ORIGIN = /^https?:\/\/[a-z0-9.-]{1,253}(:[0-9]{1,5})?$/;
const TAG = /^[A-Za-z0-9 ._~+:@/-]{1,100}$/;
const MAX_INPUT = 2000;

function relativeUrl(value: string | null | undefined): URL | null {
  if (!value || value.length > MAX_INPUT || !value.startsWith("/") || value.startsWith("//"))
    return null;
  try {
    return new URL(value, "http://relative.invalid");
  } catch {
    return null;
  }
}

function absoluteUrl(value: string | null | undefined): URL | null {
  if (!value || value.length > MAX_INPUT || !URL.canParse(value)) return null;
  const url = new URL(value);
  return url.protocol === "http:" || url.protocol === "https:" ? url : null;
}

// A personal link's path is its token: only the route is kept, so no row or e-mail holds the link.
const PERSONAL_LINK = /^\/reviews\/invite\/.*/;

function pathOf(url: URL | null): string | null {
  if (!url || !PATH.test(url.pathname)) return null;
  return url.pathname.replace(PERSONAL_LINK, "/reviews/invite");
}

function tagsOf(url: URL | null): Record<UtmTag, string | null> {
  const tags = {} as Record<UtmTag, string | null>;
  for (const tag of UTM_TAGS) {
    const value = url?.searchParams.get(tag)?.trim() ?? "";
    tags[tag] = TAG.test(value) ? value : null;
  }
  return tags;
}

function externalOrigin(url: URL | null, ownHosts: readonly string[]): string | null {
  if (!url) return null;
  const origin = url.origin.toLowerCase();
  if (!ORIGIN.test(origin) || ownHosts.includes(url.host.toLowerCase())) return null;
  return origin;
}

// Without JavaScript only the Referer is known: the form's page stands for both landing and
// sending page, and a Referer from another site counts only as the referrer.
export function leadOrigin(input: {
  visitPage: string | null;
  visitReferrer: string | null;
  sentFrom: string | null;
  referer: string | null;
  ownHosts: readonly string[];
}): LeadOrigin {
  const ownHosts = input.ownHosts.map((host) => host.toLowerCase());
  const visitPage = relativeUrl(input.visitPage);
  if (visitPage) {
    return {
      landing_page: pathOf(visitPage),
      referrer_origin: externalOrigin(absoluteUrl(input.visitReferrer), ownHosts),
      ...tagsOf(visitPage),
      sent_from: pathOf(relativeUrl(input.sentFrom)),
    };
  }
  const referer = absoluteUrl(input.referer);
  const internal = referer !== null && ownHosts.includes(referer.host.toLowerCase());
  const page = internal ? relativeUrl(`${referer.pathname}${referer.search}`) : null;
  return {
    landing_page: pathOf(page),
    referrer_origin: internal ? null : externalOrigin(referer, ownHosts),
    ...tagsOf(page),
    sent_from: pathOf(page),
  };
}
