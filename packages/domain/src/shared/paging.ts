import { z } from "zod";

/** The furthest offset a listing pages to. */
export const MAX_PAGE_OFFSET = 10_000;

/**
 * A listing's `limit` and `offset` query fields (strings in a URL), each with its rule as the
 * message: `limit` from 1 to `page.max` (default `page.default`), `offset` from 0.
 */
export function pageQueryFields(page: { default: number; max: number }) {
  const limitRule = `limit must be a whole number from 1 to ${page.max}.`;
  const offsetRule = `offset must be a whole number from 0 to ${MAX_PAGE_OFFSET}.`;
  return {
    limit: z
      .string({ error: limitRule })
      .regex(/^[0-9]{1,3}$/, limitRule)
      .transform(Number)
      .pipe(z.number().int().min(1, limitRule).max(page.max, limitRule))
      .default(page.default),
    offset: z
      .string({ error: offsetRule })
      .regex(/^[0-9]{1,5}$/, offsetRule)
      .transform(Number)
      .pipe(z.number().int().max(MAX_PAGE_OFFSET, offsetRule))
      .default(0),
  };
}
