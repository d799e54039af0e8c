import type { Access } from "../roles/access.ts";
import { ADMIN_ENDPOINTS } from "../admin/endpoints.ts";
import { ARTISTS_ENDPOINTS } from "../artists/endpoints.ts";
import { AUTH_ENDPOINTS } from "../auth/endpoints.ts";
import { CHAIN_ENDPOINTS } from "../chain/endpoints.ts";
import { COMMERCE_ENDPOINTS } from "../commerce/endpoints.ts";
import { CONTENT_ENDPOINTS } from "../content/endpoints.ts";
import { COPYRIGHT_ENDPOINTS } from "../copyright/endpoints.ts";
import { FEATURED_ENDPOINTS } from "../featured/endpoints.ts";
import { HONEYBANK_ENDPOINTS } from "../honeybank/endpoints.ts";
import { LIVE_SHOWS_ENDPOINTS } from "../live-shows/endpoints.ts";
import { SHOW_TICKETS_ENDPOINTS } from "../live-shows/ticket-endpoints.ts";
import { MARKETPLACE_ENDPOINTS } from "../marketplace/endpoints.ts";
import { PUBLISHING_ENDPOINTS } from "../publishing/endpoints.ts";
import { RADIO_ENDPOINTS } from "../radio/endpoints.ts";
import type { EndpointAnswer, EndpointRequest, EndpointTable } from "../shared/endpoint.ts";
import { SHARED_ENDPOINTS } from "../shared/endpoints.ts";
import { STATS_ENDPOINTS } from "../stats/endpoints.ts";
import { STORE_ENDPOINTS } from "../store/endpoints.ts";
import { TIERS_ENDPOINTS } from "../tiers/endpoints.ts";
import { TOKEN_ENDPOINTS } from "../token/endpoints.ts";
import { UPLOADS_ENDPOINTS } from "../uploads/endpoints.ts";

/**
 * Every API endpoint by "METHOD /path", assembled from the areas' own tables (an area declares
 * its endpoints in its endpoints.ts and is spread in here). The server registers exactly these
 * routes; the web app types its calls by these keys (decision 0017).
 */
export const API_ENDPOINTS = {
  ...SHARED_ENDPOINTS,
  ...CHAIN_ENDPOINTS,
  ...FEATURED_ENDPOINTS,
  ...MARKETPLACE_ENDPOINTS,
  ...AUTH_ENDPOINTS,
  ...ADMIN_ENDPOINTS,
  ...UPLOADS_ENDPOINTS,
  ...ARTISTS_ENDPOINTS,
  ...TOKEN_ENDPOINTS,
  ...COMMERCE_ENDPOINTS,
  ...STATS_ENDPOINTS,
  ...RADIO_ENDPOINTS,
  ...TIERS_ENDPOINTS,
  ...STORE_ENDPOINTS,
  ...PUBLISHING_ENDPOINTS,
  ...CONTENT_ENDPOINTS,
  ...LIVE_SHOWS_ENDPOINTS,
  ...SHOW_TICKETS_ENDPOINTS,
  ...COPYRIGHT_ENDPOINTS,
  ...HONEYBANK_ENDPOINTS,
} as const satisfies EndpointTable;

export type ApiEndpoints = typeof API_ENDPOINTS;
export type ApiEndpointKey = keyof ApiEndpoints;

/** What a call to the endpoint sends (params, query, body as declared). */
export type ApiRequest<Key extends ApiEndpointKey> = EndpointRequest<ApiEndpoints[Key]>;
/** The JSON the endpoint answers with. */
export type ApiAnswer<Key extends ApiEndpointKey> = EndpointAnswer<ApiEndpoints[Key]>;

/** Who may call each endpoint, read from the declarations; the server's middleware enforces it. */
export const API_ACCESS: Readonly<Record<ApiEndpointKey, Access>> = Object.fromEntries(
  Object.entries(API_ENDPOINTS).map(([key, endpoint]) => [key, endpoint.access]),
) as Record<ApiEndpointKey, Access>;
