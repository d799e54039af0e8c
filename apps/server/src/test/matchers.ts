import { expect } from "vitest";

// Vitest types its asymmetric matchers as `any`, which would switch off type checking for the whole
// expected object they sit in. These are the same matchers, typed as the `unknown` they stand in for.

/** Matches any string that contains `text`. */
export const textContaining = (text: string): unknown => expect.stringContaining(text);

/** Matches any string that `pattern` matches. */
export const textMatching = (pattern: RegExp): unknown => expect.stringMatching(pattern);
