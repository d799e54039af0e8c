import type { Access } from "../auth/access.ts";

/** Who may call the routes no area owns (see catalogue/api-access.ts). */
export const SHARED_API_ACCESS = {
  "GET /api/health": "all",
} as const satisfies Record<string, Access>;
