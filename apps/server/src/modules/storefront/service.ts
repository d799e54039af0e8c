import type { Database } from "@wbe3/db";
import type { StorefrontItem } from "@wbe3/domain";
import { publicUploads } from "../uploads/service.ts";

const STOREFRONT_LIMIT = 200;

/** The artist storefront: public uploads, newest first (SPEC 7); searched in the browser. */
export function storefrontItems(db: Database): Promise<StorefrontItem[]> {
  return publicUploads(db, STOREFRONT_LIMIT);
}
