import { z } from "zod";
import { confirmTxBody } from "../chain/endpoints.ts";
import { defineEndpoints } from "../shared/endpoint.ts";
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

/** The fan cart and one-transaction checkout. Anyone signed in may buy (with a linked wallet). */
export const COMMERCE_ENDPOINTS = defineEndpoints({
  "GET /api/cart": { access: "signed-in", output: cartAnswer },
  "POST /api/cart/items": { access: "signed-in", body: addToCartBody, output: cartAnswer },
  "DELETE /api/cart/items/:listingId": { access: "signed-in", params: listingParams, output: cartAnswer },
  "POST /api/orders": { access: "signed-in", output: checkoutAnswer, status: 201 },
  "GET /api/orders": { access: "signed-in", output: z.object({ orders: z.array(orderAnswer) }) },
  "POST /api/orders/:id/confirm": { access: "signed-in", params: idParams, body: confirmTxBody, output: orderAnswer },
});
