import { describe, expect, it } from "vitest";
import { decodeFunctionData, getAddress, zeroAddress, type Address, type Hex } from "viem";
import { ITEM_KIND, wbe3MarketplaceAbi, wbe3TokenAbi, type CheckoutQuote } from "@wbe3/contracts";
import { checkoutCalls, checkoutItem, quoteFromJson, quoteToJson, quoteTotal, type QuoteLine } from "./quote.ts";

// What one cart line becomes on chain: a wrong field here mints the wrong token, without its
// royalty, or takes the wrong amount. Pure functions: no chain, no database.

const SELLER = "0x00000000000000000000000000000000000000a1";
const SPLIT_WALLET = "0x00000000000000000000000000000000000000b2";
const EDITIONS: Address = "0x00000000000000000000000000000000000000e1";
const TOKEN721 = "0x00000000000000000000000000000000000000c3";
const LISTING = "6f1c2f8e-0b7a-4d3e-9a51-0c7d2b1e4f60";

const line = (overrides: Partial<QuoteLine> = {}): QuoteLine => ({
  listingId: LISTING,
  seller: SELLER,
  delivery: "mint1155",
  tokenContract: null,
  tokenId: null,
  quantity: 2,
  unitPrice: 7n,
  supplyCap: 50,
  royaltyBps: 1250,
  splits: [{ wallet: SPLIT_WALLET, bps: 3000 }],
  metadataUri: "ipfs://bafymeta",
  ...overrides,
});

describe("checkoutItem", () => {
  it("creates an edition on its first sale with the listing's metadata, royalty and supply", () => {
    expect(checkoutItem(line(), EDITIONS)).toEqual({
      listingId: `0x${"0".repeat(32)}${LISTING.replaceAll("-", "")}`,
      seller: getAddress(SELLER),
      token: EDITIONS,
      kind: ITEM_KIND.Create1155,
      tokenId: 0n,
      quantity: 2n,
      unitPrice: 7n,
      maxSupply: 50n,
      uri: "ipfs://bafymeta",
      royaltyBps: 1250n,
      splits: [{ recipient: getAddress(SPLIT_WALLET), bps: 3000 }],
    });
  });

  it("transfers a minted token as it is: its own contract and id, no new metadata, no royalty to set", () => {
    const item = checkoutItem(line({ delivery: "transfer721", tokenContract: TOKEN721, tokenId: 9n, supplyCap: null }), EDITIONS);
    expect(item).toMatchObject({
      token: getAddress(TOKEN721),
      kind: ITEM_KIND.Transfer721,
      tokenId: 9n,
      uri: "",
      royaltyBps: 0n,
      maxSupply: 0n,
    });
    const copies = checkoutItem(line({ delivery: "transfer1155", tokenContract: TOKEN721, tokenId: 4n }), EDITIONS);
    expect(copies).toMatchObject({ kind: ITEM_KIND.Transfer1155, tokenId: 4n, uri: "", royaltyBps: 0n });
  });

  it("moves no token for a shipped product or a delivery its area makes", () => {
    for (const delivery of ["physical", "none"] as const) {
      const item = checkoutItem(line({ delivery, tokenContract: TOKEN721, tokenId: 3n }), EDITIONS);
      expect(item).toMatchObject({ token: zeroAddress, kind: ITEM_KIND.Physical, tokenId: 0n, uri: "", royaltyBps: 0n });
    }
  });

  it("refuses a transfer of a listing that names no token", () => {
    expect(() => checkoutItem(line({ delivery: "transfer721", tokenContract: null }), EDITIONS)).toThrow(
      `listing ${LISTING} sells a token it does not name`,
    );
  });
});

describe("a stored quote", () => {
  const quote: CheckoutQuote = {
    orderId: `0x${"11".repeat(32)}`,
    buyer: getAddress(SELLER),
    deadline: 1_900_000_000n,
    items: [checkoutItem(line(), EDITIONS), checkoutItem(line({ delivery: "physical", quantity: 1, unitPrice: 5n }), EDITIONS)],
  };

  it("reads back exactly as it was signed, and totals every line's price times quantity", () => {
    expect(quoteFromJson(JSON.parse(JSON.stringify(quoteToJson(quote))))).toEqual(quote);
    expect(quoteTotal(quote)).toBe(7n * 2n + 5n);
  });

  it("asks for an approval of exactly the total only when the allowance is short", () => {
    const contracts = { token: "0x00000000000000000000000000000000000000d4" as Address, marketplace: EDITIONS };
    const short = checkoutCalls(quote, "0x01", contracts, 18n, [[], []]);
    expect(short).toHaveLength(2);
    expect(short[0]?.to).toBe(contracts.token);
    expect(decodeFunctionData({ abi: wbe3TokenAbi, data: short[0]?.data as Hex }).args).toEqual([EDITIONS, 19n]);
    const enough = checkoutCalls(quote, "0x01", contracts, 19n, [[], []]);
    expect(enough).toHaveLength(1);
    expect(enough[0]?.to).toBe(EDITIONS);
    expect(decodeFunctionData({ abi: wbe3MarketplaceAbi, data: enough[0]?.data as Hex }).functionName).toBe("checkout");
  });
});
