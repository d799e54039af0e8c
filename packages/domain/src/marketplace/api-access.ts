import type { Access } from "../auth/access.ts";

/** Who may call the marketplace routes. */
export const MARKETPLACE_API_ACCESS = {
  "GET /api/marketplace": "all",
} as const satisfies Record<string, Access>;
