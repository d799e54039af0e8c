import { collectorsAnswer } from "../chain/answers.ts";
import { defineEndpoints } from "../shared/endpoint.ts";
import { idParams } from "../shared/params.ts";
import { marketplacePageAnswer } from "./answers.ts";
import { marketplaceQuerySchema } from "./marketplace.ts";

export const MARKETPLACE_ENDPOINTS = defineEndpoints({
  "GET /api/marketplace": { access: "all", query: marketplaceQuerySchema, output: marketplacePageAnswer },
  // "Collected by" on a listing's details: the holders of its token, from the transfer index.
  "GET /api/marketplace/listings/:id/collectors": { access: "all", params: idParams, output: collectorsAnswer },
});
