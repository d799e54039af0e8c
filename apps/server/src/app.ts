import { Hono } from "hono";
import type { AppEnv } from "./app-env.ts";
// The areas' access-fact providers, registered once with the content module (decision 0026); what
// an area's claim on a file tells whoever is refused it; what areas add to a track token's metadata.
import "./catalogue/claims.ts";
import "./catalogue/content-access.ts";
import "./catalogue/mint-properties.ts";
import "./catalogue/openings.ts";
import type { AppDeps } from "./deps.ts";
import { enforceApiAccess } from "./middleware/api-access.ts";
import { handleError, sendError } from "./middleware/errors.ts";
import { sameOriginMutations } from "./middleware/same-origin.ts";
import { loadSession } from "./middleware/session.ts";
import { closeOnUnreadBody, limitRequestBodies, rejectNulInUrl } from "./middleware/request-body.ts";
import { requestContext } from "./middleware/request-context.ts";
import { securityHeaders, securityPolicyFor } from "./middleware/security-headers.ts";
import { adminRoutes } from "./modules/admin/routes.ts";
import { artistsRoutes } from "./modules/artists/routes.ts";
import { authRoutes } from "./modules/auth/routes.ts";
import { collectorsRoutes } from "./modules/collectors/routes.ts";
import { collectorsOfArtist } from "./modules/collectors/service.ts";
import { commerceRoutes } from "./modules/commerce/routes.ts";
import { contentRoutes } from "./modules/content/routes.ts";
import { copyrightRoutes } from "./modules/copyright/routes.ts";
import { honeybankRoutes } from "./modules/honeybank/routes.ts";
import { storefrontRoutes } from "./modules/storefront/routes.ts";
import { hasPublicUploadBy } from "./modules/uploads/read-models.ts";
import { uploadRoutes } from "./modules/uploads/routes.ts";
import { devRoutes } from "./modules/dev/routes.ts";
import { featuredRoutes } from "./modules/featured/routes.ts";
import { fileRoutes, ipfsRoutes } from "./modules/files/routes.ts";
import { healthRoutes } from "./modules/health/routes.ts";
import { configRoutes } from "./modules/config/routes.ts";
import { liveShowsRoutes } from "./modules/live-shows/routes.ts";
import { hasActiveListingBy } from "./modules/marketplace/read-models.ts";
import { marketplaceRoutes } from "./modules/marketplace/routes.ts";
import { publishingRoutes } from "./modules/publishing/routes.ts";
import { radioRoutes } from "./modules/radio/routes.ts";
import { rpcRoutes } from "./modules/rpc/routes.ts";
import { statsRoutes } from "./modules/stats/routes.ts";
import { storeRoutes } from "./modules/store/routes.ts";
import { tiersRoutes } from "./modules/tiers/routes.ts";
import { tokenRoutes } from "./modules/token/routes.ts";
import { walletRoutes } from "./modules/wallets/routes.ts";
import { webAppRoutes } from "./static.ts";

/**
 * What puts an artist on Discover: a public upload or a work for sale. Uploads and the marketplace
 * sit above artists (they ask it who an artist is), so their tests are handed to it here, where
 * the modules are put together, and the artists module imports neither (the module tree, 0030).
 */
const PUBLIC_WORK = [hasPublicUploadBy, hasActiveListingBy] as const;

/** Every API endpoint, each module registering its own from the domain's declarations. */
export function createApi(deps: AppDeps) {
  const api = new Hono<AppEnv>();
  const modules = [
    healthRoutes,
    featuredRoutes,
    marketplaceRoutes,
    authRoutes,
    adminRoutes,
    devRoutes,
    configRoutes,
    walletRoutes,
    rpcRoutes,
    fileRoutes,
    (each: AppDeps) => artistsRoutes(each, PUBLIC_WORK, collectorsOfArtist),
    collectorsRoutes,
    uploadRoutes,
    storefrontRoutes,
    tokenRoutes,
    commerceRoutes,
    statsRoutes,
    radioRoutes,
    tiersRoutes,
    storeRoutes,
    publishingRoutes,
    contentRoutes,
    liveShowsRoutes,
    copyrightRoutes,
    honeybankRoutes,
  ];
  for (const routes of modules) api.route("/", routes(deps));
  return api;
}

export function createApp(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  app.use(requestContext(deps.logger));
  app.use(securityHeaders(securityPolicyFor(deps.env)));
  app.onError(handleError);
  app.use(closeOnUnreadBody(), rejectNulInUrl());
  app.use("/api/*", sameOriginMutations(deps.env.origins.allowed), loadSession(deps.db, deps.env.access), enforceApiAccess());
  // After the access check: a visitor's upload is refused before a byte of it is read.
  app.use("/api/*", limitRequestBodies());
  app.route("/", createApi(deps));
  app.all("/api/*", (c) => sendError(c, "not_found", `No API route ${c.req.method} ${c.req.path}`));
  app.route("/ipfs", ipfsRoutes(deps));
  app.route("/", webAppRoutes(deps.env.webDist));
  app.notFound((c) => sendError(c, "not_found", "Not found"));
  return app;
}
