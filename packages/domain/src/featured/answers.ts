import { z } from "zod";
import { FEATURED_TYPES } from "./featured.ts";

export const featuredItemAnswer = z.object({
  id: z.string(),
  title: z.string(),
  artist: z.string(),
  type: z.enum(FEATURED_TYPES),
  imageUrl: z.string(),
  /** WBE3 base units as a decimal integer string. */
  price: z.string(),
  description: z.string(),
  trackCount: z.number().int().nullable(),
  listenUrl: z.string().nullable(),
});
export type FeaturedItem = z.output<typeof featuredItemAnswer>;

export const featuredAnswer = z.object({ items: z.array(featuredItemAnswer) });
export type FeaturedResponse = z.output<typeof featuredAnswer>;
