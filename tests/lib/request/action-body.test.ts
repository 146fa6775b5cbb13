import { describe, expect, it } from "vitest";

import { isPlainActionReply, isPlainFormAction } from "@/lib/request/action-body";

const fields = (entries: Record<string, string>) => {
  const body = new FormData();
  for (const [name, value] of Object.entries(entries)) body.append(name, value);
  return body;
};

describe("isPlainActionReply", () => {
  it("reads what the app's forms send: plain values, FormData parts, escaped strings", () => {
    expect(isPlainActionReply('[null,"$K1"]')).toBe(true);
    expect(isPlainActionReply('[{"ok":false,"values":{"name":"$$100 budget"}},"$K1"]')).toBe(true);
    expect(isPlainActionReply('["$undefined","$D2026-11-29T00:00:00.000Z","$n12"]')).toBe(true);
  });

  it("refuses references React would wait for or build, and what is not JSON", () => {
    for (const body of ['["$1"]', '"$1"', '["$@1"]', '["$Q1"]', '["$h0"]', '["$T"]', '["$nx"]'])
      expect(isPlainActionReply(body), body).toBe(false);
    expect(isPlainActionReply("{")).toBe(false);
    // Next spreads the arguments: a root that is not a list, or a list over 1 000, throws there.
    for (const body of ['"x"', "5", "null", '{"a":1}', JSON.stringify(Array(1001).fill(0))])
      expect(isPlainActionReply(body), body.slice(0, 20)).toBe(false);
    expect(isPlainActionReply(null)).toBe(false);
    expect(isPlainActionReply("[".repeat(100) + "]".repeat(100))).toBe(false);
  });
});

describe("isPlainFormAction", () => {
  const id = "7f".repeat(21);

  it("reads a form posted without JavaScript, bound or not, and fields of its own", () => {
    expect(isPlainFormAction(fields({ name: "Ada" }))).toBe(true);
    expect(isPlainFormAction(fields({ [`$ACTION_ID_${id}`]: "", name: "Ada" }))).toBe(true);
    expect(
      isPlainFormAction(
        fields({
          $ACTION_REF_1: "",
          "$ACTION_1:0": JSON.stringify({ id, bound: "$@1" }),
          "$ACTION_1:1": "[null]",
          $ACTION_KEY: "k123",
          name: "Ada",
        }),
      ),
    ).toBe(true);
  });

  it("refuses a bound record that is missing, mangled, too long or points at a part not sent", () => {
    expect(
      isPlainFormAction(
        fields({
          $ACTION_REF_1: "",
          "$ACTION_1:0": JSON.stringify({ id, bound: "$@1" }),
          "$ACTION_1:1": JSON.stringify(Array(1001).fill(null)),
        }),
      ),
    ).toBe(false);
    expect(isPlainFormAction(fields({ $ACTION_REF_1: "" }))).toBe(false);
    expect(isPlainFormAction(fields({ $ACTION_REF_1: "", "$ACTION_1:0": "{" }))).toBe(false);
    expect(
      isPlainFormAction(
        fields({ $ACTION_REF_1: "", "$ACTION_1:0": JSON.stringify({ id, bound: "$@2" }) }),
      ),
    ).toBe(false);
    expect(
      isPlainFormAction(
        fields({
          $ACTION_REF_1: "",
          "$ACTION_1:0": JSON.stringify({ id, bound: "$@1" }),
          "$ACTION_1:1": '["$1"]',
        }),
      ),
    ).toBe(false);
  });
});
