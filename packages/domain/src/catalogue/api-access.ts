import type { Access } from "../auth/access.ts";
import { ADMIN_API_ACCESS } from "../admin/api-access.ts";
import { ARTISTS_API_ACCESS } from "../artists/api-access.ts";
import { AUTH_API_ACCESS } from "../auth/api-access.ts";
import { CHAIN_API_ACCESS } from "../chain/api-access.ts";
import { FEATURED_API_ACCESS } from "../featured/api-access.ts";
import { MARKETPLACE_API_ACCESS } from "../marketplace/api-access.ts";
import { SHARED_API_ACCESS } from "../shared/api-access.ts";
import { UPLOADS_API_ACCESS } from "../uploads/api-access.ts";

/**
 * Who may call each API route, by "METHOD /path" as the server registers it, assembled from the
 * areas' own tables (an area adds its routes in its api-access.ts and is spread in here). The
 * server's middleware enforces this table and a test fails for any registered route missing from it.
 */
export const API_ACCESS = {
  ...SHARED_API_ACCESS,
  ...CHAIN_API_ACCESS,
  ...FEATURED_API_ACCESS,
  ...MARKETPLACE_API_ACCESS,
  ...AUTH_API_ACCESS,
  ...ADMIN_API_ACCESS,
  ...UPLOADS_API_ACCESS,
  ...ARTISTS_API_ACCESS,
} as const satisfies Record<string, Access>;

export type ApiRouteKey = keyof typeof API_ACCESS;
