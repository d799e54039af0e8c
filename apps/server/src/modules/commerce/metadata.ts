import { formatWbe3, type NftMetadata } from "@wbe3/domain";
import type { ContentStore } from "../../adapters/content-store/content-store.ts";
import type { SaleListing } from "../marketplace/service.ts";
import type { SoldFile } from "./sold-file.ts";

/** A listing image as a token can carry it: our stored files by CID, the site's own images by absolute URL. */
function imageOf(imageUrl: string | null, origin: string): string {
  if (!imageUrl) return "";
  if (imageUrl.startsWith("/ipfs/")) return `ipfs://${imageUrl.slice("/ipfs/".length)}`;
  return imageUrl.startsWith("/") ? `${origin}${imageUrl}` : imageUrl;
}

/**
 * The metadata of the ERC-1155 a never-minted listing becomes on its first sale (SPEC 3 shape),
 * stored content-addressed: the same listing always gives the same CID. It names the file it
 * sells as public metadata may (see `soldFileOf`).
 */
export async function listingMetadataUri(
  store: ContentStore,
  listing: SaleListing,
  origin: string,
  file: SoldFile | null,
): Promise<string> {
  const metadata: NftMetadata = {
    name: listing.title,
    description: listing.description,
    image: imageOf(listing.imageUrl, origin),
    // What the edition opens: a track plays from it; any file is named where its holder opens it.
    ...(file?.plays ? { animation_url: file.uri } : {}),
    ...(file ? { external_url: file.uri } : {}),
    attributes: [
      { trait_type: "Category", value: listing.category },
      { trait_type: "Edition", value: listing.supplyCap === null ? "Open" : `Multiple (${listing.supplyCap})` },
      ...listing.tags.map((tag) => ({ trait_type: "Tag", value: tag })),
    ],
    properties: {
      artist: listing.sellerName,
      genre: listing.tags[0] ?? listing.category,
      price: `${formatWbe3(listing.price)} WBE3`,
      royalty: listing.royaltyBps / 100,
      minter: listing.sellerWallet ?? "",
    },
  };
  const stored = await store.putJson(metadata, null);
  return `ipfs://${stored.ipfsHash}`;
}
