import { describe, expect, it } from "vitest";
import { invalidAddress } from "../chain/messages.ts";
import { dropRulesBody, presaleEndText } from "./drop-rules.ts";
import { ALLOWLIST_SIZE, dropCountMessage, PRESALE_END_IN_PAST, PRESALE_END_INVALID } from "./messages.ts";

const A = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8";
const future = () => new Date(Date.now() + 60_000).toISOString();
const firstMessage = (input: unknown) => dropRulesBody.safeParse(input).error?.issues[0]?.message;
const none = { supplyCap: null, maxPerWallet: null, presale: null };

describe("dropRulesBody", () => {
  it("accepts no rules at all, and positive whole counts", () => {
    expect(dropRulesBody.parse(none)).toEqual(none);
    expect(dropRulesBody.parse({ ...none, supplyCap: 10, maxPerWallet: 1 })).toMatchObject({ supplyCap: 10, maxPerWallet: 1 });
  });

  it.each([0, -1, 2.5, "3", 1_000_001])("refuses the count %s, naming the field", (value) => {
    expect(firstMessage({ ...none, supplyCap: value })).toBe(dropCountMessage("supplyCap"));
    expect(firstMessage({ ...none, maxPerWallet: value })).toBe(dropCountMessage("maxPerWallet"));
  });

  it("keeps each allowlisted wallet once, lower-cased", () => {
    const endsAt = future();
    const parsed = dropRulesBody.parse({ ...none, presale: { allowlist: [A, A.toLowerCase()], endsAt } });
    expect(parsed.presale).toEqual({ allowlist: [A.toLowerCase()], endsAt });
  });

  it("checks every wallet with the SPEC message, and the size of the list", () => {
    expect(firstMessage({ ...none, presale: { allowlist: [A, "0x12"], endsAt: future() } })).toBe(invalidAddress("0x12"));
    expect(firstMessage({ ...none, presale: { allowlist: [], endsAt: future() } })).toBe(ALLOWLIST_SIZE);
    expect(firstMessage({ ...none, presale: { allowlist: Array<string>(5001).fill(A), endsAt: future() } })).toBe(ALLOWLIST_SIZE);
  });

  it("wants the presale to end at a future date and time", () => {
    expect(firstMessage({ ...none, presale: { allowlist: [A], endsAt: "tomorrow" } })).toBe(PRESALE_END_INVALID);
    expect(firstMessage({ ...none, presale: { allowlist: [A], endsAt: "2020-01-01T00:00:00Z" } })).toBe(PRESALE_END_IN_PAST);
  });
});

describe("presaleEndText", () => {
  it("reads the same in every time zone", () => {
    expect(presaleEndText("2030-05-01T18:30:59.000Z")).toBe("2030-05-01 18:30 UTC");
    expect(presaleEndText(new Date("2030-05-01T20:30:00+02:00"))).toBe("2030-05-01 18:30 UTC");
  });
});
