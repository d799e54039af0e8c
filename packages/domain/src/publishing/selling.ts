import type { SellingArea } from "../selling/types.ts";

/** An approved book's listing: a new ERC-1155 edition minted to each buyer. */
export const BOOK_LISTING_KIND = "book";

/** Publishing sells approved books in the marketplace's Books, paid to the artist as sales. */
export const PUBLISHING_SELLING: SellingArea = {
  area: "publishing",
  listingKinds: [{ kind: BOOK_LISTING_KIND, label: "Book", categories: ["books"], deliveries: ["mint1155"], revenueSource: "sale" }],
};
