/**
 * quoted: the calls were answered (a cart quote is valid until `expiresAt`); paid: settled on
 * chain and verified; granted: completed without a payment (the free trial);
 * `void`: a payment order whose price no longer holds (what it was priced from changed before it was
 * paid); it is never answered again, and WBE3 that still reached the platform for it is refunded.
 */
export const ORDER_STATUSES = ["quoted", "paid", "granted", "void"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * What an order pays for: `cart`, the fan cart settled by the marketplace contract against a signed
 * quote, or a payment kind an area registered (decision 0024), one WBE3 payment to the platform
 * through WBE3Payments whose grant the area derives from its paid orders.
 */
export type OrderKind = string;

/** What a payment order grants, in the selling area's own words (stored as JSON with the order). */
export type OrderSubject = Readonly<Record<string, unknown>>;
export const CART_ORDER_KIND = "cart";

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

/** Basis points in a whole: shares and the platform's fee are counted in ten-thousandths. */
export const BPS = 10_000;

/**
 * The platform's fee on a sale of `gross` WBE3 base units at `feeBps` (the marketplace contract's
 * `platformFeeBps`): rounded down, as WBE3Marketplace takes it from each cart item. A payment order
 * that pays a seller takes its fee by the same rule (decision 0028).
 */
export function platformFee(gross: bigint, feeBps: number): bigint {
  return (gross * BigInt(feeBps)) / BigInt(BPS);
}

/** One collaborator's share of a sale (SPEC: shares in basis points summing to 10,000). */
export interface RevenueSplit {
  /** Lower-case wallet address. */
  wallet: string;
  bps: number;
}
