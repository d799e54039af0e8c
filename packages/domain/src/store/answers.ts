import { z } from "zod";
import { PRODUCT_CATEGORIES, PRODUCT_STATUSES } from "./store.ts";

const wbe3Units = z.string().regex(/^[0-9]+$/);

/** A product as its artist sees it: the stock left and sold come from its listing. */
export const productAnswer = z.object({
  id: z.string(),
  /** The marketplace listing it is sold through (what the cart takes). */
  listingId: z.string().nullable(),
  name: z.string(),
  /** WBE3 base units. */
  price: wbe3Units,
  description: z.string(),
  category: z.enum(PRODUCT_CATEGORIES),
  imageUrl: z.string().nullable(),
  /** As shown: `sold_out` whenever no stock is left, whatever was set. */
  status: z.enum(PRODUCT_STATUSES),
  stockLeft: z.number().int(),
  sold: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Product = z.output<typeof productAnswer>;

/** A product on the artist's public page (never a draft). */
export const publicProductAnswer = productAnswer
  .pick({ id: true, listingId: true, name: true, price: true, description: true, category: true, imageUrl: true, stockLeft: true })
  .extend({ status: z.enum(["active", "sold_out"]) });
export type PublicProduct = z.output<typeof publicProductAnswer>;

export const shippingAddressAnswer = z.object({
  name: z.string(),
  line1: z.string(),
  line2: z.string(),
  city: z.string(),
  region: z.string(),
  postalCode: z.string(),
  country: z.string(),
});

/** One paid order line of the artist's products, to ship to the buyer. */
export const storeOrderLineAnswer = z.object({
  orderId: z.string(),
  productId: z.string().nullable(),
  product: z.string(),
  quantity: z.number().int(),
  shippingAddress: shippingAddressAnswer.nullable(),
  paidAt: z.string(),
  shippedAt: z.string().nullable(),
});
export type StoreOrderLine = z.output<typeof storeOrderLineAnswer>;

export const storeOrdersAnswer = z.object({ lines: z.array(storeOrderLineAnswer) });
export type StoreOrders = z.output<typeof storeOrdersAnswer>;
