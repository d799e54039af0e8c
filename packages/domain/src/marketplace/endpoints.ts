import { defineEndpoints } from "../shared/endpoint.ts";
import { marketplacePageAnswer } from "./answers.ts";
import { marketplaceQuerySchema } from "./marketplace.ts";

export const MARKETPLACE_ENDPOINTS = defineEndpoints({
  "GET /api/marketplace": { access: "all", query: marketplaceQuerySchema, output: marketplacePageAnswer },
});
