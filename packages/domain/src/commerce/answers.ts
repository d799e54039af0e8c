import { z } from "zod";
import { ORDER_STATUSES } from "./commerce.ts";

const wbe3Units = z.string().regex(/^[0-9]+$/);
const hex = z.templateLiteral(["0x", z.string()]);

export const CART_LINE_STATES = ["ok", "price_changed", "over_limit", "sold_out", "removed", "no_seller", "presale_only"] as const;
export type CartLineState = (typeof CART_LINE_STATES)[number];

export const cartLineAnswer = z.object({
  listingId: z.string(),
  title: z.string(),
  artist: z.string(),
  category: z.string(),
  imageUrl: z.string().nullable(),
  quantity: z.number().int(),
  /** WBE3 base units per copy now, and when the buyer added it. */
  unitPrice: wbe3Units,
  unitPriceSeen: wbe3Units,
  /** Whether more than one copy can be bought (an edition, or a product with stock). */
  isEdition: z.boolean(),
  /** A physical product the seller ships: checkout asks for a shipping address. */
  ships: z.boolean(),
  /** Copies this buyer can still take (supply left and per-wallet limit); null: no limit. */
  maxQuantity: z.number().int().nullable(),
  state: z.enum(CART_LINE_STATES),
  /** The clear line shown for any state but "ok". */
  note: z.string().nullable(),
});
export type CartLine = z.output<typeof cartLineAnswer>;

export const cartAnswer = z.object({
  items: z.array(cartLineAnswer),
  /** The sum of the lines at today's prices, WBE3 base units. */
  total: wbe3Units,
  currency: z.literal("WBE3"),
  /** True when every line can be bought as shown. */
  ready: z.boolean(),
});
export type Cart = z.output<typeof cartAnswer>;

export const orderItemAnswer = z.object({
  listingId: z.string().nullable(),
  title: z.string(),
  quantity: z.number().int(),
  unitPrice: wbe3Units,
  /** The token delivered, once the order is paid. */
  token: z.object({ contract: z.string(), tokenId: z.string() }).nullable(),
  /**
   * A paid line refunded instead of delivered (its listing withdrawn before the payment, a cancelled
   * show): how much, why (a code and the line the buyer reads), owed or sent, and the refund's
   * transaction once sent.
   */
  refund: z
    .object({
      amount: wbe3Units,
      reason: z.string(),
      note: z.string(),
      status: z.enum(["owed", "sent"]),
      txHash: z.string().nullable(),
    })
    .optional(),
});

/** One wallet call (EIP-5792 shape). */
export const walletCallAnswer = z.object({ to: hex, data: hex, value: hex });
export type WalletCall = z.output<typeof walletCallAnswer>;

/**
 * What a payment order buys, fixed when it was priced: the level (a tier, or the publishing
 * unlock) from `from` up to `to` (ISO). A confirmation grants exactly this (decision 0020).
 */
export const orderGrantsAnswer = z.object({ level: z.string(), from: z.string(), to: z.string() });
export type OrderGrants = z.output<typeof orderGrantsAnswer>;

/** `POST /api/orders`: the exact calls the buyer's wallet sends to pay this order. */
export const checkoutAnswer = z.object({
  orderId: z.string(),
  items: z.array(orderItemAnswer),
  total: wbe3Units,
  currency: z.literal("WBE3"),
  expiresAt: z.string(),
  calls: z.array(walletCallAnswer),
  /** Payment and granted orders: the period they buy. */
  grants: orderGrantsAnswer.optional(),
});
export type Checkout = z.output<typeof checkoutAnswer>;

export const orderAnswer = z.object({
  id: z.string(),
  /** `cart`, or a registered payment order kind (decision 0024). */
  kind: z.string(),
  status: z.enum(ORDER_STATUSES),
  items: z.array(orderItemAnswer),
  total: wbe3Units,
  currency: z.literal("WBE3"),
  expiresAt: z.string(),
  txHash: z.string().nullable(),
  paidAt: z.string().nullable(),
  createdAt: z.string(),
  /** Payment and granted orders: the period they buy. */
  grants: orderGrantsAnswer.optional(),
});
export type Order = z.output<typeof orderAnswer>;
