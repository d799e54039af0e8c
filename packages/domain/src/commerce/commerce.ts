/**
 * How a listing reaches its buyer (the marketplace contract's item kinds, DESIGN 7):
 * - `transfer721`: a minted one-of-one track the seller holds and approved the marketplace for;
 * - `transfer1155`: copies of an edition the seller minted and holds;
 * - `mint1155`: never minted — the first sale creates an ERC-1155 id with server-built metadata and
 *   every later sale mints more of it, up to the supply;
 * - `physical`: a store product the seller ships (no token moves; the stock is the supply).
 */
export const LISTING_DELIVERIES = ["transfer721", "transfer1155", "mint1155", "physical"] as const;
export type ListingDelivery = (typeof LISTING_DELIVERIES)[number];

/**
 * quoted: the calls were answered (a cart quote is valid until `expiresAt`); paid: settled on
 * chain and verified; granted: completed without a payment (the free trial).
 */
export const ORDER_STATUSES = ["quoted", "paid", "granted"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * What an order pays for. `cart`: the fan cart, settled by the marketplace contract against a
 * signed quote. The others are one WBE3 payment to the platform through WBE3Payments (`pay` with
 * the order id), and what they grant is derived from the paid orders themselves: `tier` (a
 * membership period, its `subject` says which tier and how) and `publishing_unlock` (a year of
 * book publishing).
 */
export const ORDER_KINDS = ["cart", "tier", "publishing_unlock"] as const;
export type OrderKind = (typeof ORDER_KINDS)[number];

/** Where a physical product is shipped; collected at checkout when the cart holds one. */
export interface ShippingAddress {
  name: string;
  line1: string;
  line2: string;
  city: string;
  region: string;
  postalCode: string;
  country: string;
}

export const CART_LIMITS = {
  /** Distinct listings in one cart (the contract settles at most 50 items per order). */
  items: 50,
  /** Copies of one edition in one cart line. */
  quantity: 100,
} as const;

/** How long a checkout quote stays valid: long enough to confirm in a wallet, short enough to reprice. */
export const ORDER_QUOTE_TTL_MS = 15 * 60 * 1000;

/** The platform's cut of each sale, in basis points (the contract's fee, read at deploy). */
export const BPS = 10_000;

/** One collaborator's share of a sale (SPEC: shares in basis points summing to 10,000). */
export interface RevenueSplit {
  /** Lower-case wallet address. */
  wallet: string;
  bps: number;
}
