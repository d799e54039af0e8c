import {
  accessRuleOf,
  AppError,
  CONTENT_MESSAGES,
  mayOpenFile,
  NO_FILE_WITH_CID,
  SIGN_IN_REQUIRED,
  STORED_IT,
  type ContentLink,
  type SessionUser,
} from "@wbe3/domain";
import type { AppDeps } from "../../deps.ts";
import { accountAsSignedIn } from "../auth/service.ts";
import { readBlob, storedFileOf, type BlobAnswer } from "../files/service.ts";
import { factsFor } from "./access-facts.ts";
import { countContentRequest, deliveredCopy, type SoldFacts } from "./deliveries.ts";
import { hasLinkParts, readerOfLink, signContentLink, type SignedLinkParts } from "./signed-links.ts";

const linkInvalid = () => new AppError("forbidden", CONTENT_MESSAGES.linkInvalid, { reason: "link_invalid" });

/**
 * Who reads: the user a signed link was made for (the link alone decides, cookie or not), else
 * the signed-in user. A link's reader is looked up again, so a deleted account's links are dead.
 */
async function readerOf(deps: AppDeps, cid: string, user: SessionUser | null, link: SignedLinkParts, now: Date): Promise<SessionUser> {
  if (hasLinkParts(link)) {
    const userId = readerOfLink(deps.env.contentLinkSecret, cid, link, now);
    const reader = userId === null ? null : await accountAsSignedIn(deps.db, deps.env.access, userId);
    if (!reader) throw linkInvalid();
    return reader;
  }
  if (!user) throw new AppError("unauthorized", SIGN_IN_REQUIRED);
  return user;
}

// Areas gate their files through this seam: they register their fact providers here.
export { registerAccessFacts, type AccessFactProvider, type GatingToken, type SuppliedFacts } from "./access-facts.ts";

/** A file a reader may open, and what it takes to hand it to them. */
interface Opening {
  file: { cid: string; mimeType: string; access: string };
  /**
   * Served as stored, nothing recorded: a public file, the reader's own upload, or a book a
   * reviewer judges while it waits (exactly as submitted, even a PDF no one could stamp).
   */
  asStored: boolean;
  sold: SoldFacts;
}

/**
 * Refuses unless `reader` may open the file under its rule (`mayOpenFile`): whoever stored it
 * always may; anyone else when a fact the rule opens with holds for them, as the area that
 * registered the rule supplies it (holding a token is read from the transfer index now, so access
 * follows the token when it moves). An unknown CID is not found; anyone else is told they need
 * to hold the item.
 */
async function assertMayOpen(deps: AppDeps, cid: string, reader: SessionUser): Promise<Opening> {
  const file = await storedFileOf(deps.db, cid, reader.id);
  if (!file) throw new AppError("not_found", NO_FILE_WITH_CID);
  const rule = accessRuleOf(file.access);
  const facts = new Set<string>(file.uploadedByUser ? [STORED_IT] : []);
  let sold: SoldFacts = { listingIds: [], tokens: [] };
  if (rule && mayOpenFile(rule, facts) === null) {
    const supplied = await factsFor(deps, reader, file, rule);
    for (const fact of supplied.holds) facts.add(fact);
    sold = supplied.sold;
  }
  const opening = mayOpenFile(rule, facts);
  if (opening === null) throw new AppError("forbidden", CONTENT_MESSAGES.notHolder, { reason: "not_holder" });
  return { file, asStored: opening === "stored", sold };
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
  await countContentRequest(deps, reader.id, request.cid, request.range, now);
  const copyCid = await deliveredCopy(deps, reader, opening.file, opening.sold, now);
  return readBlob(deps.contentStore, copyCid, request.range, "private");
}

/** `POST /api/content/:cid/link`: a link that opens the file for this user, without a cookie, for ten minutes. */
export async function contentLink(deps: AppDeps, user: SessionUser, cid: string, now = new Date()): Promise<ContentLink> {
  await assertMayOpen(deps, cid, user);
  const { url, expiresAt } = signContentLink(deps.env.contentLinkSecret, cid, user.id, now);
  return { url, expiresAt: expiresAt.toISOString() };
}
