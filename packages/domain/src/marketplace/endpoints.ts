import { collectorsAnswer } from "../chain/answers.ts";
import { confirmTxBody } from "../chain/endpoints.ts";
import { defineEndpoints } from "../shared/endpoint.ts";
import { idParams } from "../shared/params.ts";
import { sellerListingsAnswer, dropRulesAnswer, dropRulesCallsAnswer, marketplacePageAnswer } from "./answers.ts";
import { dropRulesBody } from "./drop-rules.ts";
import { marketplaceQuerySchema } from "./marketplace.ts";

export const MARKETPLACE_ENDPOINTS = defineEndpoints({
  "GET /api/marketplace": { access: "all", query: marketplaceQuerySchema, output: marketplacePageAnswer },
  // "Collected by" on a listing's details: the holders of its token, from the transfer index.
  "GET /api/marketplace/listings/:id/collectors": { access: "all", params: idParams, output: collectorsAnswer },
  // Drop rules: the artist proposes them, their wallet sets them on chain, confirm mirrors them (DESIGN 7).
  "PUT /api/marketplace/listings/:id/drop-rules": {
    access: ["artist"],
    params: idParams,
    body: dropRulesBody,
    output: dropRulesCallsAnswer,
  },
  "POST /api/marketplace/listings/:id/drop-rules/confirm": {
    access: ["artist"],
    params: idParams,
    body: confirmTxBody,
    output: dropRulesAnswer,
  },
  // A seller's own listings with what each sold, newest first: the artist dashboard's Marketplace
  // tab and the partner dashboard's sales. Each seller sees only the listings their account sells.
  "GET /api/seller/listings": { access: ["artist", "partner"], output: sellerListingsAnswer },
});
