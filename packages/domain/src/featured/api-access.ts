import type { Access } from "../auth/access.ts";

/** Who may call the featured routes. */
export const FEATURED_API_ACCESS = {
  "GET /api/featured": "all",
} as const satisfies Record<string, Access>;
