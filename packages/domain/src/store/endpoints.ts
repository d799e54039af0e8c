import { z } from "zod";
import { defineEndpoints } from "../shared/endpoint.ts";
import { idParams } from "../shared/params.ts";
import { INVALID_ID } from "../shared/request-errors.ts";
import { productAnswer, publicProductAnswer, storeOrdersAnswer } from "./answers.ts";
import { createProductSchema, patchProductSchema } from "./product-form.ts";

/** The artist's store: products (each sold through its own marketplace listing) and the orders to ship. */
export const STORE_ENDPOINTS = defineEndpoints({
  "GET /api/artist/products": { access: ["artist"], output: z.object({ products: z.array(productAnswer) }) },
  "POST /api/artist/products": { access: ["artist"], body: createProductSchema, output: productAnswer, status: 201 },
  "PATCH /api/artist/products/:id": { access: ["artist"], params: idParams, body: patchProductSchema, output: productAnswer },
  "GET /api/artists/:username/products": {
    access: "all",
    params: z.object({ username: z.string().max(40) }),
    output: z.object({ products: z.array(publicProductAnswer) }),
  },
  "GET /api/artist/store/orders": { access: ["artist"], output: storeOrdersAnswer },
  "POST /api/artist/store/orders/:orderId/ship": {
    access: ["artist"],
    params: z.object({ orderId: z.uuid(INVALID_ID) }),
    output: storeOrdersAnswer,
  },
});
