// What an area that sells declares about itself (decision 0024). Plain data, free of schemas: the
// web's first screen reads category labels from it.
import type { RefusalReason } from "../shared/reasons.ts";

/**
 * How a listing reaches its buyer (the marketplace contract's item kinds, DESIGN 7):
 * - `transfer721`: a minted one-of-one the seller holds and approved the marketplace for;
 * - `transfer1155`: copies of an edition the seller minted and holds;
 * - `mint1155`: never minted — the first sale creates an ERC-1155 id with server-built metadata and
 *   every later sale mints more of it, up to the supply;
 * - `physical`: something the seller ships (no token moves; the stock is the supply);
 * - `none`: nothing moves and nothing ships; what the buyer gets is what the selling area makes of
 *   the paid order (no token, no address asked).
 */
export const LISTING_DELIVERIES = ["transfer721", "transfer1155", "mint1155", "physical", "none"] as const;
export type ListingDelivery = (typeof LISTING_DELIVERIES)[number];

/** A marketplace category an area brings: its id, its label, and whether it is a filter chip. */
export interface CategoryDeclaration {
  id: string;
  label: string;
  /** Shown as a chip on the marketplace (and the storefront's filter); otherwise only under "All". */
  filter: boolean;
}

/** Something an area lists in the marketplace and sells through the cart. */
export interface ListingKindDeclaration {
  /** Stored on each listing (`marketplace_listings.kind`); unique across areas. */
  kind: string;
  label: string;
  /** The categories a listing of this kind may carry (declared by this area or another). */
  categories: readonly string[];
  /** How its listings may reach the buyer. */
  deliveries: readonly ListingDelivery[];
  /** What the seller's payout from a sale of it is called on the artist's revenue page. */
  revenueSource: string;
}

/**
 * How a kind's orders relate to each other (decision 0028):
 * - `series`: each order continues what the account already has (a membership, the publishing
 *   unlock): one chain per account, priced from its last completed order; a quote priced before
 *   another order of the chain completed is stale — refused on chain and in the database;
 * - `independent`: each order stands alone (a filing, a deposit, a fee): any number may be open and
 *   payable at once, each paid once.
 */
export const ORDER_SEQUENCES = ["series", "independent"] as const;
export type OrderSequence = (typeof ORDER_SEQUENCES)[number];

/** The refusal a series kind answers when what an order was priced from changed: its message and reason code. */
export interface OrderChangedRefusal {
  message: string;
  reason: RefusalReason;
}

/**
 * Something paid in WBE3 as one payment order (WBE3Payments): to the platform, or to a seller with
 * the platform's fee taken. What it grants is derived by the area from its completed orders
 * (`completedOrders(kind)`), never stored twice.
 */
export interface OrderKindDeclaration {
  /** Stored on each order (`orders.kind`); unique across areas. */
  kind: string;
  label: string;
  /** `series` (the default: today's memberships) or `independent` (fees, filings, deposits). */
  sequence?: OrderSequence;
  /** Series kinds: the refusal when the order's basis changed (default: `ORDER_CHANGED`, reason `order_changed`). */
  changed?: OrderChangedRefusal;
  /** The revenue source a seller's payout from an order of this kind carries (default: `sale`). */
  revenueSource?: string;
  /** The refusal when an account asks for a second free grant of this kind (absent: never free). */
  freeGrantUsed?: string;
  /** What the order grants, in a word the receipt shows (a tier's name), from its stored subject. */
  grantLevel?: (subject: Readonly<Record<string, unknown>> | null) => string;
}

/** A revenue source a payout can carry, with its label on the revenue page. */
export interface RevenueSourceDeclaration {
  id: string;
  label: string;
}

/** Everything one area sells, declared from its own folder and registered once. */
export interface SellingArea {
  area: string;
  categories?: readonly CategoryDeclaration[];
  listingKinds?: readonly ListingKindDeclaration[];
  orderKinds?: readonly OrderKindDeclaration[];
  revenueSources?: readonly RevenueSourceDeclaration[];
}

/** A token moves (or is minted) to the buyer on chain for this delivery. */
export function deliversToken(delivery: ListingDelivery): boolean {
  return delivery !== "physical" && delivery !== "none";
}

/** The seller ships it: checkout asks for an address. */
export function ships(delivery: ListingDelivery): boolean {
  return delivery === "physical";
}
