import { describe, expect, it } from "vitest";

import { iconNames } from "@/content/icons";
import { policies, policiesPage } from "@/content/policies";

describe("policies", () => {
  it("has the heading, subtitle and six cards with title, description and icon", () => {
    expect(policiesPage.title).toBe("Our Policies");
    expect(policiesPage.subtitle).toBe("Transparency, trust, and fairness in every project.");
    expect(policies).toHaveLength(6);
    for (const policy of policies) {
      expect(iconNames).toContain(policy.icon);
      expect(policy.title).not.toBe("");
      expect(policy.question.endsWith("?")).toBe(true);
    }
  });

  it("states the agency's terms", () => {
    const text = policies.map((policy) => policy.description).join("\n");
    expect(text).toMatch(/20% of the project fee upfront/);
    expect(text).toMatch(/remaining 80% is due on completion and your approval/);
    expect(text).toMatch(/not significantly started, we offer a partial refund of the upfront fee/);
    expect(text).toMatch(/Once work has started, the upfront fee is not refundable/);
    expect(text).toMatch(/two full rounds of revisions/);
    expect(text).toMatch(/may cost extra/);
    expect(text).toMatch(/Timelines are agreed with you beforehand/);
    expect(text).toMatch(/kept confidential/);
    expect(text).toMatch(/After final payment you own 100% of the work/);
    expect(text).toMatch(/full administrative access/);
  });
});
