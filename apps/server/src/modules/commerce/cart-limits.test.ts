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
    const overSupply = { code: "conflict", reason: "over_supply", message: quantityTooHigh(2) };
    expect(refusal(drop({ maxPerWallet: 5, sold: 8 }), 0, 3, false)).toEqual(overSupply);
    expect(refusal(drop({ sold: 10 }), 0, 1, false)).toEqual({ code: "conflict", reason: "sold_out", message: SOLD_OUT });
    // Sold past the cap (a cap lowered after sales) is sold out too.
    expect(refusal(drop({ supplyCap: 4, sold: 6 }), 0, 1, false)).toMatchObject({ reason: "sold_out" });
    expect(refusal(drop({ supplyCap: null }), 0, 50, false)).toBeNull();
    expect(refusal(drop({ sold: 8 }), 0, 2, false)).toBeNull();
  });

  it("names the tighter limit when both are passed, the wallet's on a tie, and the wallet's when the supply is unlimited", () => {
    // 1 copy left, 3 more for this wallet: the supply is tighter.
    expect(refusal(drop({ maxPerWallet: 4, sold: 9 }), 1, 4, false)).toMatchObject({ reason: "over_supply", message: quantityTooHigh(1) });
    // 2 copies left, 2 more for this wallet.
    expect(refusal(drop({ maxPerWallet: 3, sold: 8 }), 1, 3, false)).toMatchObject({ reason: "over_wallet_limit" });
    expect(refusal(drop({ maxPerWallet: 2, supplyCap: null }), 0, 3, false)).toMatchObject({ reason: "over_wallet_limit" });
    expect(refusal(drop({ maxPerWallet: 2, supplyCap: null }), 0, 2, false)).toBeNull();
    // More held than the limit (a limit lowered after sales): used up, never a negative allowance.
    expect(refusal(drop({ maxPerWallet: 1 }), 3, 1, false)).toMatchObject({
      reason: "wallet_limit_reached",
      message: walletLimitReached(1, 3),
    });
  });

  it("counts the copies a buyer may still take under each limit, the tighter of both, or none without limits", () => {
    expect(copiesLeft(drop({ supplyCap: null }), 5)).toBeNull();
    expect(copiesLeft(drop({ sold: 7 }), 5)).toBe(3);
    expect(copiesLeft(drop({ supplyCap: 4, sold: 6 }), 0)).toBe(0);
    expect(copiesLeft(drop({ supplyCap: null, maxPerWallet: 5 }), 2)).toBe(3);
    expect(copiesLeft(drop({ supplyCap: null, maxPerWallet: 1 }), 3)).toBe(0);
    expect(copiesLeft(drop({ maxPerWallet: 5, sold: 8 }), 0)).toBe(2);
    expect(copiesLeft(drop({ maxPerWallet: 5, sold: 2 }), 1)).toBe(4);
  });

  it("refuses a wallet off the allowlist during a presale with the presale's own reason and end", () => {
    const endsAt = new Date(Date.now() + 3_600_000);
    const listing = drop({ presaleEndsAt: endsAt });
    const presale = { code: "conflict", reason: "presale_only", message: CART_LINE_NOTES.presale_only(presaleEndText(endsAt)) };
    expect(refusal(listing, 0, 1, true)).toEqual(presale);
    expect(refusal(listing, 0, 1, false)).toBeNull();
    // No presale (or one that ended): the allowlist is not asked.
    expect(refusal(drop({}), 0, 1, true)).toBeNull();
  });

  it("shows the same reasons on cart lines", () => {
    const limited = saleRefusal(drop({ maxPerWallet: 1 }), 1, 1, false);
    const soldOut = saleRefusal(drop({ sold: 10 }), 0, 1, false);
    const presale = saleRefusal(drop({ presaleEndsAt: new Date(Date.now() + 3_600_000) }), 0, 1, true);
    const tooMany = saleRefusal(drop({ sold: 9 }), 0, 2, false);
    if (!limited || !soldOut || !presale || !tooMany) throw new Error("all are refused");
    expect(refusedLine(limited)).toEqual({ state: "over_limit", note: walletLimitReached(1, 1) });
    expect(refusedLine(soldOut)).toEqual({ state: "sold_out", note: CART_LINE_NOTES.sold_out });
    expect(refusedLine(presale)).toEqual({ state: "presale_only", note: presale.message });
    expect(refusedLine(tooMany)).toEqual({ state: "over_limit", note: quantityTooHigh(1) });
  });
});
