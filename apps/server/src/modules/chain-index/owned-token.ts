import {
  actionsFor,
  contentUrlOf,
  openingKindOf,
  listingCategories,
  TICKET_TOKEN_CATEGORY,
  type OwnedContent,
  type OwnedNft,
  type OwnedTokenCategory,
} from "@wbe3/domain";
import type { TokenOpening } from "../../lib/openings.ts";
import type { Holding } from "./known-tokens.ts";

const CID = /^b[a-z2-7]{20,100}$/;

/** The CID of an `ipfs://<cid>` (or `ipfs://ipfs/<cid>`) token URI; null for any other URI. */
export function cidOfTokenUri(uri: string | null): string | null {
  if (!uri?.startsWith("ipfs://")) return null;
  const cid = uri.slice("ipfs://".length).replace(/^ipfs\//, "");
  return CID.test(cid) ? cid : null;
}

/** An image or media URI from metadata as a URL the browser may load: our gateway for IPFS, else https only. */
function browserUrl(uri: string | null): string | null {
  if (!uri) return null;
  if (uri.startsWith("ipfs://")) {
    const rest = uri.slice("ipfs://".length).replace(/^ipfs\//, "");
    return CID.test(rest.split("/")[0] ?? "") ? `/ipfs/${rest}` : null;
  }
  return uri.startsWith("https://") || uri.startsWith("/ipfs/") ? uri : null;
}

const text = (value: unknown): string | null => (typeof value === "string" && value.trim() !== "" ? value.trim() : null);
const record = (value: unknown): Record<string, unknown> | null =>
  typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;

function isCategory(value: string): value is OwnedTokenCategory {
  return value === TICKET_TOKEN_CATEGORY || listingCategories().includes(value);
}

export interface MetadataFacts {
  title: string | null;
  category: OwnedTokenCategory | null;
  artist: string | null;
  imageUrl: string | null;
  mediaUrl: string | null;
}

/**
 * What a token's metadata JSON (SPEC 3, as our mint builds it, or anyone else's) says. Anything
 * missing or malformed is null: metadata is whatever the minter wrote.
 */
export function metadataFacts(json: unknown): MetadataFacts {
  const doc = record(json);
  const attributes = Array.isArray(doc?.attributes) ? doc.attributes.map(record) : [];
  const categoryValue = attributes.find((a) => text(a?.trait_type)?.toLowerCase() === "category")?.value;
  const category = text(categoryValue)?.toLowerCase() ?? null;
  return {
    title: text(doc?.name),
    category: category !== null && isCategory(category) ? category : null,
    artist: text(record(doc?.properties)?.artist),
    imageUrl: browserUrl(text(doc?.image)),
    mediaUrl: browserUrl(text(doc?.animation_url)),
  };
}

/**
 * What a token opens for its holder: the actions its area declared for what it opens, those its
 * file can serve, at the URL that opens the file — a gated file only at its access URL, never at
 * the gateway. Null when it offers nothing.
 */
function openedContent(opening: TokenOpening | null): OwnedContent | null {
  const kind = opening?.opens ? openingKindOf(opening.opens) : undefined;
  if (!opening || !kind) return null;
  const file = opening.file;
  const actions = actionsFor(kind, file?.mimeType ?? null);
  if (actions.length === 0) return null;
  return {
    url: file ? contentUrlOf(file.cid, file.access) : null,
    mimeType: file?.mimeType ?? null,
    actions,
    gated: file !== null && file.access !== "public",
  };
}

/**
 * One owned token as the vault shows it: what the area that sells it knows (`opening`), else its
 * metadata, else what the contract alone tells (tracks are music, the other contract's tokens
 * tickets).
 */
export function describeHolding(row: Holding, opening: TokenOpening | null, metadata: MetadataFacts | null): OwnedNft {
  const category = opening?.category ?? metadata?.category ?? (row.standard === "erc721" ? "music" : TICKET_TOKEN_CATEGORY);
  // The track behind a known token: its file at the URL that opens it (a gated one's access URL).
  const knownMedia = opening?.file && opening.playsAsTrack ? contentUrlOf(opening.file.cid, opening.file.access) : null;
  return {
    tokenId: row.tokenId.toString(),
    tokenURI: row.tokenUri,
    owner: row.owner,
    contractAddress: row.contract,
    type: row.standard === "erc721" ? "music" : "edition",
    standard: row.standard,
    balance: row.balance.toString(),
    title: opening?.title ?? metadata?.title ?? `Token #${row.tokenId.toString()}`,
    category,
    artist: opening ? opening.artistName : (metadata?.artist ?? null),
    imageUrl: opening ? opening.imageUrl : (metadata?.imageUrl ?? null),
    mediaUrl: category === "music" ? (opening ? knownMedia : (metadata?.mediaUrl ?? null)) : null,
    uploadId: opening?.uploadId ?? null,
    content: openedContent(opening),
  };
}
