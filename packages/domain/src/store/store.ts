/** SPEC 8: a store product's category. */
export const PRODUCT_CATEGORIES = ["clothing", "fragrance", "jewelry", "other"] as const;
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number];

/** active: for sale; draft: only the artist sees it; sold_out: shown, not buyable (also when the stock reaches 0). */
export const PRODUCT_STATUSES = ["active", "draft", "sold_out"] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];
