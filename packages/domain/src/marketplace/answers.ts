import { z } from "zod";
import { UPLOAD_CATEGORIES } from "../uploads/categories.ts";

export const marketplaceItemAnswer = z.object({
  id: z.string(),
  title: z.string(),
  artist: z.string(),
  description: z.string(),
  /** WBE3 base units as a decimal integer string (JSON has no bigint). */
  price: z.string(),
  category: z.enum(UPLOAD_CATEGORIES),
  imageUrl: z.string().nullable(),
  tags: z.array(z.string()),
  isMinted: z.boolean(),
  /** Copies still for sale when the supply is limited ("n left"); null: no limit. */
  left: z.number().int().nullable(),
  /** ISO 8601. */
  createdAt: z.string(),
});
export type MarketplaceItem = z.output<typeof marketplaceItemAnswer>;

export const marketplacePageAnswer = z.object({ items: z.array(marketplaceItemAnswer), nextCursor: z.string().nullable() });
export type MarketplacePage = z.output<typeof marketplacePageAnswer>;
