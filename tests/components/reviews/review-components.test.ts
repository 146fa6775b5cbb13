import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { ReviewCard } from "@/components/reviews/review-card";
import { ReviewGrid } from "@/components/reviews/review-grid";
import { TrustedByClients } from "@/components/reviews/trusted-by-clients";

const review = (
  n: number,
  extra: Partial<{ rating: number; comment: string; name: string }> = {},
) => ({
  id: `id-${n}`,
  name: `Client ${n}`,
  rating: 5,
  comment: `Comment number ${n} about the work.`,
  ...extra,
});

describe("review components", () => {
  it("show the stars with an accessible label, the quoted comment and the name", () => {
    const html = renderToStaticMarkup(
      createElement(ReviewCard, { review: review(1, { rating: 4 }) }),
    );
    expect(html).toContain('role="img" aria-label="Rated 4 out of 5"');
    expect(html).toContain("“Comment number 1 about the work.”");
    expect(html).toContain("Client 1");
    // One element draws the five stars (globals.css `.rating`), filled up to data-rating.
    expect(html).toMatch(/class="rating" data-rating="4"/);
  });

  it("render review text as text, never as markup", () => {
    const html = renderToStaticMarkup(
      createElement(ReviewCard, {
        review: review(1, {
          name: "<img src=x onerror=alert(1)>",
          comment: "<script>alert(1)</script> & more",
        }),
      }),
    );
    expect(html).not.toContain("<script>");
    expect(html).not.toContain("<img");
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt; &amp; more");
  });

  it("list reviews in the order given, or the empty state", () => {
    const html = renderToStaticMarkup(
      createElement(ReviewGrid, { reviews: [review(2), review(1)] }),
    );
    expect(html.indexOf("Client 2")).toBeLessThan(html.indexOf("Client 1"));
    expect(
      renderToStaticMarkup(createElement(ReviewGrid, { reviews: [], empty: "No reviews yet" })),
    ).toBe("No reviews yet");
  });

  it("home section: nothing at all without reviews, otherwise at most 4 and a link to all", () => {
    expect(
      renderToStaticMarkup(createElement(TrustedByClients, { reviews: [], summary: null })),
    ).toBe("");
    const html = renderToStaticMarkup(
      createElement(TrustedByClients, {
        reviews: [1, 2, 3, 4, 5, 6].map((n) => review(n)),
        summary: null,
      }),
    );
    expect(html).toContain("Trusted by Happy Clients");
    expect(html.match(/<figure/g)).toHaveLength(4);
    expect(html).not.toContain("Client 5");
    expect(html).toMatch(/<a[^>]*href="\/reviews"[^>]*>Read All Reviews/);
  });
});
