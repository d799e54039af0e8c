import type { SellingArea } from "../selling/types.ts";

/** A store product's listing: shipped by the artist, its stock the supply. */
export const PRODUCT_LISTING_KIND = "product";

/** The store sells physical products: jewelry as itself, everything else as merch (shown under "All"). */
export const STORE_SELLING: SellingArea = {
  area: "store",
  categories: [{ id: "merch", label: "Merch", filter: false }],
  listingKinds: [
    { kind: PRODUCT_LISTING_KIND, label: "Product", categories: ["jewelry", "merch"], deliveries: ["physical"], revenueSource: "store" },
  ],
  revenueSources: [{ id: "store", label: "Store orders" }],
};
