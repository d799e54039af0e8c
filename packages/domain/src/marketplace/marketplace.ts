import { z } from "zod";
import { DISPLAY } from "../shared/constants.ts";
import { wellFormedText } from "../shared/text.ts";
import { isMarketplaceFilter, marketplaceFilters } from "../catalogue/selling-registry.ts";

/** "all", or a category declared as a marketplace filter chip (`marketplaceFilters()`). */
export type MarketplaceFilter = string;

export const MARKETPLACE_LIMIT = { default: 24, max: 100 } as const;
export const MARKETPLACE_QUERY_MAX = 100;
export const MARKETPLACE_CURSOR_MAX = 200;

// A query string like `?q=&limit=` means "not given", not "empty" or zero.
const blankToUndefined = (value: unknown): unknown => (value === "" ? undefined : value);

const limitMessage = `limit must be between 1 and ${MARKETPLACE_LIMIT.max}`;

export const marketplaceQuerySchema = z.object({
  q: z.preprocess(
    blankToUndefined,
    z
      .string({ error: "q must be text" })
      .refine(...wellFormedText("Search"))
      .trim()
      .max(MARKETPLACE_QUERY_MAX, { error: `q must be at most ${MARKETPLACE_QUERY_MAX} characters` })
      .transform((value) => (value === "" ? undefined : value))
      .optional(),
  ),
  category: z.preprocess(
    blankToUndefined,
    z
      .string({ error: () => `category must be one of ${marketplaceFilters().join(", ")}` })
      .refine(isMarketplaceFilter, { error: () => `category must be one of ${marketplaceFilters().join(", ")}` })
      .default("all"),
  ),
  limit: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: limitMessage })
      .int({ error: limitMessage })
      .min(1, { error: limitMessage })
      .max(MARKETPLACE_LIMIT.max, { error: limitMessage })
      .default(MARKETPLACE_LIMIT.default),
  ),
  cursor: z.preprocess(
    blankToUndefined,
    z
      .string({ error: "cursor must be text" })
      .max(MARKETPLACE_CURSOR_MAX, { error: `cursor must be at most ${MARKETPLACE_CURSOR_MAX} characters` })
      .optional(),
  ),
});

export type MarketplaceQuery = z.output<typeof marketplaceQuerySchema>;
export type MarketplaceQueryInput = z.input<typeof marketplaceQuerySchema>;

export interface StorefrontSearchable {
  title: string;
  artistName: string;
  description: string | null;
  category: string;
}

export function matchesStorefront(item: StorefrontSearchable, q: string, category: MarketplaceFilter): boolean {
  if (category !== "all" && item.category !== category) return false;
  const needle = q.trim().toLowerCase();
  if (needle === "") return true;
  return [item.title, item.artistName, item.description ?? ""].some((field) => field.toLowerCase().includes(needle));
}

export function filterStorefront<T extends StorefrontSearchable>(items: readonly T[], q: string, category: MarketplaceFilter): T[] {
  return items.filter((item) => matchesStorefront(item, q, category));
}

export function visibleTags(tags: readonly string[]): string[] {
  return tags.slice(0, DISPLAY.storefrontTagCount);
}
