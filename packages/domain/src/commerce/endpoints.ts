import { z } from "zod";
import { confirmTxBody } from "../chain/endpoints.ts";
import { defineEndpoints } from "../shared/endpoint.ts";
import { textField } from "../shared/text.ts";
import { idParams } from "../shared/params.ts";
import { INVALID_ID } from "../shared/request-errors.ts";
import { cartAnswer, checkoutAnswer, orderAnswer } from "./answers.ts";
import { CART_LIMITS } from "./commerce.ts";
import { quantityTooHigh } from "./messages.ts";

export const addToCartBody = z.object({
  listingId: z.uuid(INVALID_ID),
  /** Copies of an edition; one-of-ones are always 1. Adding a listing again sets its quantity. */
  quantity: z
    .number({ error: "quantity must be a whole number" })
    .int({ error: "quantity must be a whole number" })
    .min(1, { error: "quantity must be at least 1" })
    .max(CART_LIMITS.quantity, { error: quantityTooHigh(CART_LIMITS.quantity) })
    .optional(),
});
export type AddToCartInput = z.input<typeof addToCartBody>;

const listingParams = z.object({ listingId: z.uuid(INVALID_ID) });

function addressField(label: string, max: number) {
  return textField({ label, max, tooLong: `${label} must be at most ${max} characters.`, required: `${label} is required.` });
}

/** Where a physical product is shipped (SPEC: collected at checkout). Line 2 and region are optional. */
export const shippingAddressSchema = z.object({
  name: addressField("Name", 120),
  line1: addressField("Address", 200),
  line2: textField({ label: "Address line 2", max: 200, tooLong: "Address line 2 must be at most 200 characters." }).default(""),
  city: addressField("City", 120),
  region: textField({ label: "State or region", max: 120, tooLong: "State or region must be at most 120 characters." }).default(""),
  postalCode: addressField("Postal code", 20),
  country: addressField("Country", 80),
});
export type ShippingAddressInput = z.input<typeof shippingAddressSchema>;

/** `POST /api/orders`: the shipping address, required when the cart holds a physical product. */
export const checkoutBody = z.object({ shippingAddress: shippingAddressSchema.optional() }).default({});
export type CheckoutInput = z.input<typeof checkoutBody>;

/** The fan cart and one-transaction checkout. Anyone signed in may buy (with a linked wallet). */
export const COMMERCE_ENDPOINTS = defineEndpoints({
  "GET /api/cart": { access: "signed-in", output: cartAnswer },
  "POST /api/cart/items": { access: "signed-in", body: addToCartBody, output: cartAnswer },
  "DELETE /api/cart/items/:listingId": { access: "signed-in", params: listingParams, output: cartAnswer },
  "POST /api/orders": { access: "signed-in", body: checkoutBody, output: checkoutAnswer, status: 201 },
  "GET /api/orders": { access: "signed-in", output: z.object({ orders: z.array(orderAnswer) }) },
  "POST /api/orders/:id/confirm": { access: "signed-in", params: idParams, body: confirmTxBody, output: orderAnswer },
});
