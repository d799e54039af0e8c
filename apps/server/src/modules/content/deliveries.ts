import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import { readFile } from "node:fs/promises";
import { pipeline } from "node:stream/promises";
import { AppError, CONTENT_MESSAGES, licenceLine, NO_FILE_WITH_CID, type SessionUser } from "@wbe3/domain";
import type { AppDeps } from "../../deps.ts";
import { newestPaidOrderFor, type SoldToken } from "../commerce/service.ts";
import { countHit } from "../rate-limits/service.ts";
import { findDelivery, insertOrReadDelivery } from "./repo.ts";
import { opensFile } from "./ranges.ts";
import { stampPdf } from "./stamp.ts";

const HOUR_MS = 60 * 60 * 1000;

/**
 * How often one reader may open one gated file in an hour (decision 0025). An opening is any
 * request answered with the file's first byte (the whole file, or a range that covers it, however
 * spelled: see `opensFile`); the ranges a viewer or a seeking player asks for next count only
 * against the larger bound, so a reader cannot fetch the file in pieces without limit.
 */
export const CONTENT_RATE = { openingsPerHour: 60, requestsPerHour: 3000 } as const;

/** What the file's work or book sells (the reader holds one of its tokens now). */
export interface SoldFacts {
  listingIds: string[];
  tokens: SoldToken[];
}

/**
 * Counts this request against the reader's bounds for the file (`cid`, whose served copy is `size`
 * bytes long); over one, 429 with Retry-After.
 */
export async function countContentRequest(
  deps: AppDeps,
  readerId: string,
  served: { cid: string; size: number },
  range: string | undefined,
  now: Date,
): Promise<void> {
  const cid = served.cid;
  const bounds: [string, number][] = [[`content-requests:${readerId}:${cid}`, CONTENT_RATE.requestsPerHour]];
  if (opensFile(range, served.size)) bounds.push([`content-openings:${readerId}:${cid}`, CONTENT_RATE.openingsPerHour]);
  for (const [key, limit] of bounds) {
    const hit = await countHit(deps.db, key, HOUR_MS, now.getTime());
    if (hit.count > limit) {
      throw new AppError("rate_limited", CONTENT_MESSAGES.tooManyOpenings, { headers: { "Retry-After": String(hit.retryAfterSeconds) } });
    }
  }
}

const sha256Of = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

async function sha256OfFile(path: string): Promise<string> {
  const hash = createHash("sha256");
  await pipeline(createReadStream(path), hash);
  return hash.digest("hex");
}

/** The PDF stamped with `line`; a file pdf-lib cannot read is refused (422, logged), never served unstamped. */
async function stamped(deps: AppDeps, cid: string, path: string, line: string): Promise<Uint8Array> {
  const original = await readFile(path);
  try {
    return await stampPdf(original, line);
  } catch (err) {
    deps.logger.warn({ err, cid }, "a gated PDF could not be stamped");
    throw new AppError("unprocessable", CONTENT_MESSAGES.fileUnreadable, { reason: "file_unreadable" });
  }
}

/**
 * The CID of the copy a holder gets of a gated file (not theirs). The first request records the
 * delivery: a PDF is stamped with the licence line and kept privately (access `owner`); any other
 * file is served as it is. Every later request serves what was recorded, so the stamp keeps the
 * day of the first delivery; two first requests at once end with one delivery (insert-or-read).
 */
export async function deliveredCopy(
  deps: AppDeps,
  reader: SessionUser,
  file: { cid: string; mimeType: string },
  sold: SoldFacts,
  now: Date,
): Promise<string> {
  const standing = await findDelivery(deps.db, file.cid, reader.id);
  if (standing) return standing.copyCid ?? file.cid;
  const blob = await deps.contentStore.find(file.cid);
  if (!blob) throw new AppError("not_found", NO_FILE_WITH_CID);
  const orderId = await newestPaidOrderFor(deps.db, reader.id, sold);
  let copy: { cid: string | null; sha256: string };
  if (file.mimeType === "application/pdf") {
    const basis = orderId ? { orderId } : "transferred";
    const bytes = await stamped(deps, file.cid, blob.path, licenceLine(reader, now, basis));
    const cid = await deps.contentStore.putPrivateCopy(bytes, { mimeType: blob.mimeType, extension: blob.extension, kind: "stamped_copy" });
    copy = { cid, sha256: sha256Of(bytes) };
  } else {
    copy = { cid: null, sha256: await sha256OfFile(blob.path) };
  }
  const delivery = await insertOrReadDelivery(deps.db, {
    cid: file.cid,
    readerId: reader.id,
    copyCid: copy.cid,
    sha256: copy.sha256,
    orderId,
    deliveredAt: now,
  });
  return delivery.copyCid ?? file.cid;
}
