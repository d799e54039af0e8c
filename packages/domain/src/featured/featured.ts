export const FEATURED_TYPES = ["music", "jewelry", "art", "book"] as const;
export type FeaturedType = (typeof FEATURED_TYPES)[number];
