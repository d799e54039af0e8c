export const FEATURED_TYPES = ["music", "jewelry", "art", "book"] as const;
export type FeaturedType = (typeof FEATURED_TYPES)[number];

export interface FeaturedItem {
  id: string;
  title: string;
  artist: string;
  type: FeaturedType;
  imageUrl: string;
  /** WBE3 base units as a decimal integer string. */
  price: string;
  description: string;
  trackCount: number | null;
  listenUrl: string | null;
}

export interface FeaturedResponse {
  items: FeaturedItem[];
}
