// What an area brings to the openings seam (issue 24, points 3 and 4; decision 0027): what its
// tokens open in the vault, the file its listings' editions name, and the resources that are not
// stored files it serves through signed links. Types only: areas implement them, the catalogue
// (apps/server/src/catalogue/openings.ts) lists and registers the areas, and the hubs read the
// registry below, which imports no module.
import type { Database } from "@wbe3/db";
import type { FileAccess, SessionUser } from "@wbe3/domain";
import type { AppDeps } from "../deps.ts";

/** A token of the transfer index. */
export interface IndexedToken {
  contract: string;
  tokenId: bigint;
}

/** A stored file as the vault and token metadata name it. */
export interface OpenedFile {
  cid: string;
  mimeType: string;
  access: FileAccess;
}

/** What an area knows of one indexed token it sells, and what the token opens. */
export interface TokenOpening extends IndexedToken {
  /** The area's opening kind (declared in its domain folder), which says the vault's actions; null: it opens nothing. */
  opens: string | null;
  title: string;
  category: string;
  imageUrl: string | null;
  artistName: string | null;
  /** The upload behind the token, whose plays count as streams; null for anything else. */
  uploadId: string | null;
  /** The file the token opens; null: none (a ticket's check-in needs none). */
  file: OpenedFile | null;
  /** Whether `file` is the track the vault's card plays (`mediaUrl` of a music token). */
  playsAsTrack: boolean;
}

/** A resource that is not a stored file, opened through a signed link named `<kind>:<id>` (a live stream: `stream:<showId>`). */
export interface LinkedResource {
  kind: string;
  /**
   * Whether `user` may open the resource `id` now: asked when a link is made and again at every
   * use, so a resold ticket takes its stream with it. May throw its own AppError (an unknown show: 404).
   */
  mayOpen(deps: AppDeps, id: string, user: SessionUser): Promise<boolean>;
}

/** Everything one area brings to the seam; each part is optional. */
export interface AreaOpenings {
  /** The area's name, as in its domain declaration. */
  area: string;
  /**
   * What this area knows of these indexed tokens (the ones it sells), in a fixed number of
   * queries whatever their number; tokens it does not know are left out.
   */
  tokens?(db: Database, chainId: number, tokens: readonly IndexedToken[]): Promise<TokenOpening[]>;
  /** The file a listing's edition opens (named by the metadata its first sale creates); null: none of this area's. */
  fileOfListing?(db: Database, listing: { id: string; uploadId: string | null }): Promise<OpenedFile | null>;
  /** Resources that are not stored files, opened through signed links. */
  resources?: readonly LinkedResource[];
}

// The registry: filled by the catalogue where the app is put together.

const areas: AreaOpenings[] = [];
const resources = new Map<string, LinkedResource>();
const RESOURCE_KIND = /^[a-z][a-z0-9-]{0,39}$/;

/**
 * Adds an area's openings. Refused whole (nothing added) when the area is already registered or a
 * resource kind is malformed or taken.
 */
export function registerOpenings(area: AreaOpenings): void {
  if (areas.some((each) => each.area === area.area)) throw new Error(`Openings of area "${area.area}" are already registered`);
  const offered = area.resources ?? [];
  const kinds = offered.map((each) => each.kind);
  for (const [i, kind] of kinds.entries()) {
    if (!RESOURCE_KIND.test(kind)) throw new Error(`Openings of area "${area.area}": "${kind}" is not a resource kind`);
    if (resources.has(kind) || kinds.indexOf(kind) !== i)
      throw new Error(`Openings of area "${area.area}": resource "${kind}" is already registered`);
  }
  areas.push(area);
  for (const each of offered) resources.set(each.kind, each);
}

/** Every registered area's openings, in registration order. */
export function openingAreas(): readonly AreaOpenings[] {
  return areas;
}

/** The registered resource of this kind, or undefined. */
export function linkedResourceOf(kind: string): LinkedResource | undefined {
  return resources.get(kind);
}
