import { COMMERCE_SELLING } from "../commerce/selling.ts";
import { LIVE_SHOWS_SELLING } from "../live-shows/selling.ts";
import { PUBLISHING_SELLING } from "../publishing/selling.ts";
import type { SellingArea } from "../selling/types.ts";
import { STORE_SELLING } from "../store/selling.ts";
import { TIERS_SELLING } from "../tiers/selling.ts";
import { UPLOADS_SELLING } from "../uploads/selling.ts";

/**
 * Every area that sells, in registration order (an area's listing kinds may name categories and
 * revenue sources an area above declared). A new selling area adds its declaration here.
 */
export const SELLING_AREAS: readonly SellingArea[] = [
  COMMERCE_SELLING,
  UPLOADS_SELLING,
  STORE_SELLING,
  PUBLISHING_SELLING,
  TIERS_SELLING,
  LIVE_SHOWS_SELLING,
];
