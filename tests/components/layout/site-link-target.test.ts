import { describe, expect, it } from "vitest";

import { siteLinkTarget } from "@/components/layout/site-link-target";

const here = { origin: "https://kalpix.test", pathname: "/services", search: "" };

/** An element inside (or not inside) an <a>, with only what siteLinkTarget reads. */
function inside(anchor: { href: string; attributes?: Record<string, string> } | null) {
  const attributes = { "data-site-link": "", ...anchor?.attributes };
  const a = anchor && {
    href: new URL(anchor.href, here.origin).href,
    getAttribute: (name: string) =>
      name in attributes ? attributes[name as keyof typeof attributes] : null,
    hasAttribute: (name: string) => name in attributes,
  };
  return {
    closest: (selector: string) =>
      a && selector === "a[data-site-link]" && "data-site-link" in attributes ? a : null,
  } as unknown as EventTarget;
}

describe("siteLinkTarget", () => {
  it("takes a site link to another page, keeping its query and hash", () => {
    expect(siteLinkTarget(inside({ href: "/contact?from=hero#form" }), here)).toEqual({
      href: "/contact?from=hero#form",
      page: "/contact?from=hero",
      samePage: false,
    });
  });

  it("marks a link to a place on the same page, which the browser scrolls to itself", () => {
    expect(siteLinkTarget(inside({ href: "/services#faq" }), here)?.samePage).toBe(true);
    expect(siteLinkTarget(inside({ href: "/services" }), here)?.samePage).toBe(false);
  });

  it("leaves other origins, new tabs, downloads and plain anchors to the browser", () => {
    expect(siteLinkTarget(inside({ href: "https://elsewhere.test/x" }), here)).toBeNull();
    expect(
      siteLinkTarget(inside({ href: "/x", attributes: { target: "_blank" } }), here),
    ).toBeNull();
    expect(siteLinkTarget(inside({ href: "/x", attributes: { download: "" } }), here)).toBeNull();
    expect(
      siteLinkTarget(inside({ href: "/x", attributes: { target: "_self" } }), here)?.page,
    ).toBe("/x");
    expect(siteLinkTarget(inside(null), here)).toBeNull();
    expect(siteLinkTarget(null, here)).toBeNull();
    expect(siteLinkTarget({} as EventTarget, here)).toBeNull();
  });
});
