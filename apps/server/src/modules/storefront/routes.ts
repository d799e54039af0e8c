import type { AppDeps } from "../../deps.ts";
import { endpointRoutes } from "../../lib/endpoints.ts";
import { storefrontItems } from "./service.ts";

export function storefrontRoutes(deps: AppDeps) {
  return endpointRoutes(deps, {
    "GET /api/storefront": async () => ({ items: await storefrontItems(deps.db) }),
  });
}
