import type { SellingArea } from "../selling/types.ts";
import { UPLOAD_CATEGORIES, type UploadCategory } from "./categories.ts";

const LABELS: Record<UploadCategory, string> = {
  music: "Music",
  books: "Books",
  jewelry: "Jewelry",
  art: "Art",
  homes: "Homes",
  cars: "Cars",
};

/** A public upload's listing: the work itself, as a minted token or minted on its first sale. */
export const WORK_LISTING_KIND = "work";

/** Uploads sell works: the six item categories (each a marketplace chip), paid to the artist as sales. */
export const UPLOADS_SELLING: SellingArea = {
  area: "uploads",
  categories: UPLOAD_CATEGORIES.map((id) => ({ id, label: LABELS[id], filter: true })),
  listingKinds: [
    {
      kind: WORK_LISTING_KIND,
      label: "Work",
      categories: UPLOAD_CATEGORIES,
      deliveries: ["transfer721", "transfer1155", "mint1155"],
      revenueSource: "sale",
    },
  ],
  revenueSources: [{ id: "sale", label: "Sales" }],
};
