import { z } from "zod";
import { FEATURED_TYPES } from "./featured.ts";

export const featuredItemAnswer = z.object({
  id: z.string(),
  title: z.string(),
  artist: z.string(),
  type: z.enum(FEATURED_TYPES),
  imageUrl: z.string(),
  /** The spotlighted work's marketplace listing while it is on sale (null: a catalog, or off sale). */
  listingId: z.string().nullable(),
  /** The listing's price now, WBE3 base units as a decimal integer string; null without one. */
  price: z.string().nullable(),
  description: z.string(),
  trackCount: z.number().int().nullable(),
  listenUrl: z.string().nullable(),
});
export type FeaturedItem = z.output<typeof featuredItemAnswer>;

export const featuredAnswer = z.object({ items: z.array(featuredItemAnswer) });
export type FeaturedResponse = z.output<typeof featuredAnswer>;
