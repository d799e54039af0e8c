import { z } from "zod";

/** The furthest offset a listing pages to. */
export const MAX_PAGE_OFFSET = 10_000;

/**
 * A listing's `limit` and `offset` query fields (strings in a URL), each with its rule as the
 * message: `limit` from 1 to `page.max` (default `page.default`), `offset` from 0.
 */
export function pageQueryFields(page: { default: number; max: number }) {
  const whole = (name: string, min: number, max: number, fallback: number) => {
    const rule = `${name} must be a whole number from ${min} to ${max}.`;
    return z
      .string({ error: rule })
      .regex(/^[0-9]{1,5}$/, rule)
      .transform(Number)
      .pipe(z.number().int().min(min, rule).max(max, rule))
      .default(fallback);
  };
  return { limit: whole("limit", 1, page.max, page.default), offset: whole("offset", 0, MAX_PAGE_OFFSET, 0) };
}
