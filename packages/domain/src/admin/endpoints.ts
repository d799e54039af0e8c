import { defineEndpoints } from "../shared/endpoint.ts";
import { platformStatsAnswer } from "./answers.ts";

export const ADMIN_ENDPOINTS = defineEndpoints({
  "GET /api/admin/stats": { access: ["admin"], output: platformStatsAnswer },
});
