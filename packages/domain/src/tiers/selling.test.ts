import { describe, expect, it } from "vitest";
import { orderKindOf } from "../catalogue/selling-registry.ts";
import { TIER_MESSAGES } from "./messages.ts";
import { PUBLISHING_UNLOCK_ORDER_KIND, TIER_ORDER_KIND } from "./selling.ts";

describe("what tiers sell", () => {
  it("a membership, which may be granted free once (the trial), naming the tier it grants", () => {
    const membership = orderKindOf(TIER_ORDER_KIND);
    expect(membership?.freeGrantUsed).toBe(TIER_MESSAGES.trialUsed);
    expect(membership?.grantLevel?.({ tier: "pro", change: "start" })).toBe("pro");
    expect(membership?.grantLevel?.(null)).toBe(TIER_ORDER_KIND);
  });

  it("the publishing unlock, never granted free", () => {
    expect(orderKindOf(PUBLISHING_UNLOCK_ORDER_KIND)?.freeGrantUsed).toBeUndefined();
  });
});
