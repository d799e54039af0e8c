import {
  contentActionOf,
  contentUrlOf,
  listingCategories,
  TICKET_TOKEN_CATEGORY,
  type OwnedContent,
  type OwnedNft,
  type OwnedTokenCategory,
} from "@wbe3/domain";
import type { HoldingWithFacts } from "./known-tokens.ts";

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
 * What a token opens for its holder: the file behind it (a track to play, a book to read) at the
 * URL that opens it — a gated file only at its access URL, never at the gateway. A book's holder
 * may keep a copy (stamped for them); tracks offer no download until artists can allow one.
 */
function openedContent(row: HoldingWithFacts): OwnedContent | null {
  if (!row.file) return null;
  const action = contentActionOf(row.file.mimeType);
  if (!action) return null;
  return {
    url: contentUrlOf(row.file.cid, row.file.access),
    mimeType: row.file.mimeType,
    action,
    gated: row.file.access !== "public",
    downloadable: row.isBook,
  };
}

/**
 * One owned token as the vault shows it: our catalogue's facts first (the minted upload, then the
 * listing), else its metadata, else what the contract alone tells (tracks are music, the other
 * contract's tokens tickets).
 */
export function describeHolding(row: HoldingWithFacts, metadata: MetadataFacts | null): OwnedNft {
  const known = row.upload ?? row.listing;
  const category = known?.category ?? metadata?.category ?? (row.standard === "erc721" ? "music" : TICKET_TOKEN_CATEGORY);
  const content = openedContent(row);
  // The track behind a known token: its file at the URL that opens it (a gated one's access URL).
  const knownMedia = row.file && (row.upload?.fileCid ?? row.listingFileCid) ? contentUrlOf(row.file.cid, row.file.access) : null;
  return {
    tokenId: row.tokenId.toString(),
    tokenURI: row.tokenUri,
    owner: row.owner,
    contractAddress: row.contract,
    type: row.standard === "erc721" ? "music" : "edition",
    standard: row.standard,
    balance: row.balance.toString(),
    title: known?.title ?? metadata?.title ?? `Token #${row.tokenId.toString()}`,
    category,
    artist: known?.artistName ?? metadata?.artist ?? null,
    imageUrl: known ? known.imageUrl : (metadata?.imageUrl ?? null),
    mediaUrl: category === "music" ? (known ? knownMedia : (metadata?.mediaUrl ?? null)) : null,
    uploadId: row.upload?.id ?? row.listingUploadId ?? null,
    content,
  };
}
