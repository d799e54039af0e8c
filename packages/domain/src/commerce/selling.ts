import type { SellingArea } from "../selling/types.ts";

/** What commerce itself names: payouts that are not a seller's own sale. */
export const COMMERCE_SELLING: SellingArea = {
  area: "commerce",
  revenueSources: [
    { id: "split", label: "Revenue splits" },
    { id: "royalty", label: "Royalties" },
  ],
};
