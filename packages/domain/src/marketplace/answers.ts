import { z } from "zod";
import { walletCallAnswer } from "../commerce/answers.ts";
import { SELLER_KINDS } from "./seller.ts";

/** Who sells a listing (decision 0029). */
export const sellerAnswer = z.object({
  /** The seller's account; null only for listings from before sellers were accounts that had none behind them (seeded works). */
  id: z.string().nullable(),
  /** The name buyers see: the artist profile's name, or the partner's display name. */
  name: z.string(),
  kind: z.enum(SELLER_KINDS),
});
export type Seller = z.output<typeof sellerAnswer>;

export const marketplaceItemAnswer = z.object({
  id: z.string(),
  title: z.string(),
  /** Who sells it (an artist or a partner account), as cards and the listing's page show it. */
  seller: sellerAnswer,
  description: z.string(),
  /** WBE3 base units as a decimal integer string (JSON has no bigint). */
  price: z.string(),
  /** A registered listing category (decision 0024). */
  category: z.string(),
  imageUrl: z.string().nullable(),
  tags: z.array(z.string()),
  isMinted: z.boolean(),
  /** Copies still for sale when the supply is limited ("n left"); null: no limit. */
  left: z.number().int().nullable(),
  /** Copies one wallet may buy in all; null: no limit. */
  maxPerWallet: z.number().int().nullable(),
  /** ISO 8601: until then only the allowlist may buy; null: no presale. */
  presaleEndsAt: z.string().nullable(),
  /** ISO 8601. */
  createdAt: z.string(),
});
export type MarketplaceItem = z.output<typeof marketplaceItemAnswer>;

export const marketplacePageAnswer = z.object({ items: z.array(marketplaceItemAnswer), nextCursor: z.string().nullable() });
export type MarketplacePage = z.output<typeof marketplacePageAnswer>;

/** `PUT …/drop-rules`: the one wallet call that sets the rules on the marketplace contract. */
export const dropRulesCallsAnswer = z.object({ calls: z.array(walletCallAnswer) });
export type DropRulesCalls = z.output<typeof dropRulesCallsAnswer>;

/** A listing's drop rules as mirrored from the chain (null: no such rule). */
export const dropRulesAnswer = z.object({
  listingId: z.string(),
  supplyCap: z.number().int().nullable(),
  maxPerWallet: z.number().int().nullable(),
  /** ISO 8601; null: no presale. */
  presaleEndsAt: z.string().nullable(),
  /** Wallets on the presale allowlist (0 without a presale). */
  allowlistSize: z.number().int(),
  sold: z.number().int(),
});
export type DropRulesState = z.output<typeof dropRulesAnswer>;

/** One of the signed-in seller's own listings (artist or partner), with what it sold: their sales. */
export const sellerListingAnswer = z.object({
  id: z.string(),
  title: z.string(),
  /** A registered listing category (decision 0024). */
  category: z.string(),
  /** WBE3 base units, decimal string. */
  price: z.string(),
  sold: z.number().int(),
  /** The supply cap the drop rules set; null: no cap (an open edition). */
  supply: z.number().int().nullable(),
  active: z.boolean(),
  /** When the presale ends (ISO), null without one; `presale` is true while it runs. */
  presaleEndsAt: z.string().nullable(),
  presale: z.boolean(),
  createdAt: z.string(),
});
export type SellerListing = z.output<typeof sellerListingAnswer>;
export const sellerListingsAnswer = z.object({ listings: z.array(sellerListingAnswer) });
export type SellerListings = z.output<typeof sellerListingsAnswer>;
