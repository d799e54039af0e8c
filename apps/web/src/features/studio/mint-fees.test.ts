import { describe, expect, it } from "vitest";
import { TEST_CONFIG } from "@/test/fake-api";
import { cartMintFee, itemMintFee, mintFeesOf } from "./mint-fees";

const FEES = { track: 2_000_000_000_000_000n, ticket: 1_500_000_000_000_000n };
const track = { mintAsNFT: true, nftType: "ERC721", editions: 1 } as const;
const editions = (count: number) => ({ mintAsNFT: true, nftType: "ERC1155", editions: count }) as const;
const unminted = { mintAsNFT: false, nftType: "ERC721", editions: 1 } as const;

describe("mint fees", () => {
  it("reads the contracts' fees from the config, keeping an unanswered one unknown", () => {
    expect(mintFeesOf(TEST_CONFIG)).toEqual({ track: 10n ** 15n, ticket: 10n ** 15n });
    expect(mintFeesOf({ ...TEST_CONFIG, fees: { trackMintWei: "7", ticketMintWei: null } })).toEqual({ track: 7n, ticket: null });
  });

  it("charges the track fee once, the ticket fee per edition, and nothing for an item not minted", () => {
    expect(itemMintFee(track, FEES)).toBe(FEES.track);
    expect(itemMintFee(editions(3), FEES)).toBe(FEES.ticket * 3n);
    expect(itemMintFee(unminted, FEES)).toBe(0n);
    expect(itemMintFee(track, { track: null, ticket: 1n })).toBeNull();
  });

  it("totals the cart over the items that are minted, unknown if any fee is", () => {
    const items = [track, editions(2), unminted].map((fields) => ({ fields }));
    expect(cartMintFee(items, FEES)).toEqual({ total: FEES.track + FEES.ticket * 2n, minted: 2 });
    expect(cartMintFee(items, { ...FEES, ticket: null })).toEqual({ total: null, minted: 2 });
    expect(cartMintFee([{ fields: unminted }], FEES)).toEqual({ total: 0n, minted: 0 });
  });
});
