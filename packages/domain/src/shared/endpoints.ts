import { defineEndpoints } from "./endpoint.ts";
import { healthAnswer } from "./answers.ts";

/** The endpoints no area owns (see api/endpoints.ts). */
export const SHARED_ENDPOINTS = defineEndpoints({
  "GET /api/health": { access: "all", output: healthAnswer },
});
