import { describe, expect, it } from "vitest";
import { CART_LINE_NOTES, overWalletLimit, presaleEndText, quantityTooHigh, SOLD_OUT, walletLimitReached } from "@wbe3/domain";
import type { SaleListing } from "../marketplace/service.ts";
import { copiesLeft, refusedLine, saleRefusal } from "./cart-limits.ts";

/** An edition of 10 with `sold` sold, under the given drop rules. */
function drop(rules: Partial<Pick<SaleListing, "supplyCap" | "maxPerWallet" | "presaleEndsAt" | "sold">>): SaleListing {
  return {
    id: "00000000-0000-4000-8000-000000000001",
    uploadId: null,
    title: "Drop",
    sellerId: null,
    sellerName: "Artist",
    sellerKind: "artist",
    description: "",
    kind: "work",
    category: "music",
    price: 10n ** 18n,
    imageUrl: null,
    tags: [],
    active: true,
    sellerWallet: "0x00000000000000000000000000000000000000aa",
    delivery: "mint1155",
    tokenContract: null,
    tokenId: null,
    royaltyBps: 0,
    splits: [],
    supplyCap: 10,
    maxPerWallet: null,
    presaleEndsAt: null,
    sold: 0,
    ...rules,
  };
}

const refusal = (...args: Parameters<typeof saleRefusal>) => {
  const error = saleRefusal(...args);
  return error && { reason: error.reason, message: error.message, code: error.code };
};

describe("the drop rules at the cart", () => {
  it("names the per-wallet limit when it is used up, though copies are left (never 'no longer for sale')", () => {
    const listing = drop({ maxPerWallet: 1, sold: 6 });
    expect(copiesLeft(listing, 1)).toBe(0);
    expect(refusal(listing, 1, 1, false)).toEqual({ code: "conflict", reason: "wallet_limit_reached", message: walletLimitReached(1, 1) });
    expect(walletLimitReached(1, 1)).toBe("Limit 1 per wallet — you already hold 1");
  });

  it("refuses a quantity over the per-wallet limit as it is asked, naming the limit rather than the 4 copies left", () => {
    const listing = drop({ maxPerWallet: 1, sold: 6 });
    expect(refusal(listing, 0, 2, false)).toEqual({ code: "conflict", reason: "over_wallet_limit", message: overWalletLimit(1, 0) });
    expect(refusal(drop({ maxPerWallet: 3, sold: 6 }), 1, 3, false)).toMatchObject({ message: overWalletLimit(3, 1) });
    expect(overWalletLimit(3, 1)).toBe("Limit 3 per wallet — you already hold 1, so at most 2 more");
    expect(refusal(listing, 0, 1, false)).toBeNull();
  });

  it("names the copies left when the supply is the tighter limit, and a sold-out supply as sold out", () => {
    expect(refusal(drop({ maxPerWallet: 5, sold: 8 }), 0, 3, false)).toMatchObject({ reason: "over_supply", message: quantityTooHigh(2) });
    expect(refusal(drop({ sold: 10 }), 0, 1, false)).toMatchObject({ reason: "sold_out", message: SOLD_OUT });
    expect(refusal(drop({ supplyCap: null }), 0, 50, false)).toBeNull();
  });

  it("refuses a wallet off the allowlist during a presale with the presale's own reason and end", () => {
    const endsAt = new Date(Date.now() + 3_600_000);
    const listing = drop({ presaleEndsAt: endsAt });
    const presale = { reason: "presale_only", message: CART_LINE_NOTES.presale_only(presaleEndText(endsAt)) };
    expect(refusal(listing, 0, 1, true)).toMatchObject(presale);
    expect(refusal(listing, 0, 1, false)).toBeNull();
  });

  it("shows the same reasons on cart lines", () => {
    const limited = saleRefusal(drop({ maxPerWallet: 1 }), 1, 1, false);
    const soldOut = saleRefusal(drop({ sold: 10 }), 0, 1, false);
    if (!limited || !soldOut) throw new Error("both are refused");
    expect(refusedLine(limited)).toEqual({ state: "over_limit", note: walletLimitReached(1, 1) });
    expect(refusedLine(soldOut)).toEqual({ state: "sold_out", note: CART_LINE_NOTES.sold_out });
  });
});
