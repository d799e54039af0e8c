import type { Access } from "../auth/access.ts";

/** Who may call the admin dashboard's routes. */
export const ADMIN_API_ACCESS = {
  "GET /api/admin/stats": ["admin"],
} as const satisfies Record<string, Access>;
