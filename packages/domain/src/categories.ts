// Categories on their own, free of schemas: the web app's first screen needs them, and importing a
// module that builds zod schemas at load would bring zod into that first download.

export const UPLOAD_CATEGORIES = ["music", "books", "jewelry", "art", "homes", "cars"] as const;
export type UploadCategory = (typeof UPLOAD_CATEGORIES)[number];

/** The marketplace's category filter: every upload category, or all of them. */
export const MARKETPLACE_CATEGORIES = ["all", ...UPLOAD_CATEGORIES] as const;
export type MarketplaceFilter = (typeof MARKETPLACE_CATEGORIES)[number];
