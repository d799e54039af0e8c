import { defineEndpoints } from "../shared/endpoint.ts";
import { featuredAnswer } from "./answers.ts";

export const FEATURED_ENDPOINTS = defineEndpoints({
  "GET /api/featured": { access: "all", output: featuredAnswer },
});
