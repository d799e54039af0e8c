import {
  accessRuleOf,
  AppError,
  CONTENT_MESSAGES,
  contentPath,
  mayOpenFile,
  NO_FILE_WITH_CID,
  SIGN_IN_REQUIRED,
  STORED_IT,
  type ContentLink,
  type SessionUser,
} from "@wbe3/domain";
import { linkedResourceOf } from "../../lib/openings.ts";
import type { AppDeps } from "../../deps.ts";
import { accountAsSignedIn } from "../auth/service.ts";
import { readBlob, storedFileOf, type BlobAnswer } from "../files/service.ts";
import { factsFor } from "./access-facts.ts";
import { countContentRequest, deliveredCopy, type SoldFacts } from "./deliveries.ts";
import { hasLinkParts, readerOfLink, signLink, type SignedLinkParts } from "./signed-links.ts";

export type { SignedLinkParts } from "./signed-links.ts";

const linkInvalid = () => new AppError("forbidden", CONTENT_MESSAGES.linkInvalid, { reason: "link_invalid" });

/** The user a signed link to `resource` was made for, looked up again (a deleted account's links are dead). */
async function readerOfSignedLink(deps: AppDeps, resource: string, link: SignedLinkParts, now: Date): Promise<SessionUser> {
  const userId = readerOfLink(deps.env.contentLinkSecret, resource, link, now);
  const reader = userId === null ? null : await accountAsSignedIn(deps.db, deps.env.access, userId);
  if (!reader) throw linkInvalid();
  return reader;
}

/** Who reads: the user a signed link was made for (the link alone decides, cookie or not), else the signed-in user. */
async function readerOf(deps: AppDeps, cid: string, user: SessionUser | null, link: SignedLinkParts, now: Date): Promise<SessionUser> {
  if (hasLinkParts(link)) return readerOfSignedLink(deps, cid, link, now);
  if (!user) throw new AppError("unauthorized", SIGN_IN_REQUIRED);
  return user;
}

// Areas gate their files through this seam: they register their fact providers here.
export { registerAccessFacts, type AccessFactProvider, type GatingToken, type SuppliedFacts } from "./access-facts.ts";

const notHolder = () => new AppError("forbidden", CONTENT_MESSAGES.notHolder, { reason: "not_holder" });

type StoredFileRow = NonNullable<Awaited<ReturnType<typeof storedFileOf>>>;

/**
 * A file a reader may open, and what it takes to hand it to them: served as stored, nothing
 * recorded (a public file, the reader's own upload, or a book a reviewer judges while it waits,
 * exactly as submitted, even a PDF no one could stamp), or as their delivered copy of what sold it.
 */
type Opening = { file: StoredFileRow; asStored: true } | { file: StoredFileRow; asStored: false; sold: SoldFacts };

/**
 * Refuses unless `reader` may open the file under its rule (`mayOpenFile`): whoever stored it
 * always may, and anyone a public file; anyone else when a fact the rule opens with holds for them,
 * as the area that registered the rule supplies it (holding a token is read from the transfer index
 * now, so access follows the token when it moves). An unknown CID is not found; anyone else is told
 * they need to hold the item (a rule no area registers any more opens to its storer only).
 */
async function assertMayOpen(deps: AppDeps, cid: string, reader: SessionUser): Promise<Opening> {
  const file = await storedFileOf(deps.db, cid, reader.id);
  if (!file) throw new AppError("not_found", NO_FILE_WITH_CID);
  const rule = accessRuleOf(file.access);
  const own = new Set<string>();
  if (file.uploadedByUser) own.add(STORED_IT);
  if (mayOpenFile(rule, own) === "stored") return { file, asStored: true };
  if (!rule) throw notHolder();
  const supplied = await factsFor(deps, reader, file, rule);
  const opening = mayOpenFile(rule, supplied.holds);
  if (opening === null) throw notHolder();
  return opening === "stored" ? { file, asStored: true } : { file, asStored: false, sold: supplied.sold };
}

/**
 * `GET /api/content/:cid`: the file's bytes (ranges included) to a reader who may open it, for
 * their browser's cache only. The uploader, anyone for a public file, and a reviewer of a waiting
 * book get the stored bytes; a holder gets their delivered copy (a PDF stamped for them), within
 * the rate bounds.
 */
export async function openContent(
  deps: AppDeps,
  request: { cid: string; user: SessionUser | null; link: SignedLinkParts; range: string | undefined },
  now = new Date(),
): Promise<BlobAnswer> {
  const reader = await readerOf(deps, request.cid, request.user, request.link, now);
  const opening = await assertMayOpen(deps, request.cid, reader);
  if (opening.asStored) return readBlob(deps.contentStore, request.cid, request.range, "private");
  const copyCid = await deliveredCopy(deps, reader, opening.file, opening.sold, now);
  // Counted against the copy served (its size decides which ranges return the first byte), under the file's key.
  const copy = await deps.contentStore.find(copyCid);
  if (!copy) throw new AppError("not_found", NO_FILE_WITH_CID);
  await countContentRequest(deps, reader.id, { cid: request.cid, size: copy.size }, request.range, now);
  return readBlob(deps.contentStore, copyCid, request.range, "private");
}

/** `POST /api/content/:cid/link`: a link that opens the file for this user, without a cookie, for ten minutes. */
export async function contentLink(deps: AppDeps, user: SessionUser, cid: string, now = new Date()): Promise<ContentLink> {
  await assertMayOpen(deps, cid, user);
  const { query, expiresAt } = signLink(deps.env.contentLinkSecret, cid, user.id, now);
  return { url: `${contentPath(cid)}?${query}`, expiresAt: expiresAt.toISOString() };
}

/** A resource that is not a stored file: its registered kind (`stream`) and the area's id for it (a show's). */
export interface GatedResource {
  kind: string;
  id: string;
}

/** Refuses unless the resource's area says `user` may open it now (an unregistered kind is the caller's mistake). */
async function assertMayOpenResource(deps: AppDeps, resource: GatedResource, user: SessionUser): Promise<void> {
  const registered = linkedResourceOf(resource.kind);
  if (!registered) throw new Error(`No area registered the linked resource "${resource.kind}"`);
  if (!(await registered.mayOpen(deps, resource.id, user))) throw notHolder();
}

/**
 * The one signer for a resource that is not a stored file (a live stream's player URL), as files
 * have theirs: a link to `path` (where the area serves it) that opens it for `user` without a
 * cookie, for `ttlSeconds` (at most ten minutes), made only when the area says they may open it now.
 */
export async function resourceLink(
  deps: AppDeps,
  user: SessionUser,
  resource: GatedResource,
  path: string,
  options: { now?: Date; ttlSeconds?: number } = {},
): Promise<ContentLink> {
  await assertMayOpenResource(deps, resource, user);
  const { query, expiresAt } = signLink(
    deps.env.contentLinkSecret,
    `${resource.kind}:${resource.id}`,
    user.id,
    options.now ?? new Date(),
    options.ttlSeconds,
  );
  return { url: `${path}?${query}`, expiresAt: expiresAt.toISOString() };
}

/**
 * Whom a signed link opens the resource for, asked where the area serves it: the link's user, when
 * the link is ours, unexpired and for this resource (else 403 `link_invalid`), and when the area
 * says, now, that they may still open it (else 403 `not_holder`: a resold ticket takes its stream).
 */
export async function readerOfResourceLink(
  deps: AppDeps,
  resource: GatedResource,
  link: SignedLinkParts,
  now = new Date(),
): Promise<SessionUser> {
  const reader = await readerOfSignedLink(deps, `${resource.kind}:${resource.id}`, link, now);
  await assertMayOpenResource(deps, resource, reader);
  return reader;
}

/**
 * Whether `user` (null: a visitor) may open the file now, by the same check as opening it: a
 * visitor only a public file. For other modules' rules (a play counts only for a listener who may
 * open the track), so they name no area that gates files.
 */
export async function mayOpenContent(deps: AppDeps, cid: string, user: SessionUser | null): Promise<boolean> {
  if (user === null) return (await deps.contentStore.find(cid))?.access === "public";
  try {
    await assertMayOpen(deps, cid, user);
    return true;
  } catch (err) {
    if (err instanceof AppError && (err.code === "forbidden" || err.code === "not_found")) return false;
    throw err;
  }
}
