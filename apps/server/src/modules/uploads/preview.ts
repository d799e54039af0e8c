// A holders-only track's preview clip (issue 19, point 4): what everyone who does not hold it may hear.
import type { Database } from "@wbe3/db";
import {
  AppError,
  OWNER_ACCESS,
  PREVIEW_FOR_HOLDERS_TRACKS,
  PREVIEW_NOT_THE_TRACK,
  PUBLIC_ACCESS,
  type SessionUser,
  type UploadRecord,
} from "@wbe3/domain";
import type { Chain } from "../../adapters/chain/chain-client.ts";
import type { Logger } from "../../lib/logger.ts";
import { accessOfFiles, setFileAccess } from "../files/service.ts";
import { ownUpload } from "./mints.ts";
import { uploadRecords } from "./my-uploads.ts";
import { findUpload, updatePreviewCid } from "./repo.ts";
import { requireOwnFiles } from "./service.ts";
import { assertWorkFree } from "./work-claims.ts";

const notOffered = (message: string) => new AppError("bad_request", message, { reason: "preview_not_offered" });

/**
 * `PUT /api/uploads/:id/preview`: sets (or, with null, removes) the public clip of the artist's own
 * holders-only track. The clip is a music file the artist stored themselves, public (or still
 * theirs alone, made public here), and not the track's own file nor another work's.
 */
export async function setTrackPreview(
  db: Database,
  chain: Chain,
  logger: Logger,
  user: SessionUser,
  id: string,
  previewCid: string | null,
): Promise<UploadRecord> {
  const upload = await ownUpload(db, user, id);
  const access = upload.fileCid ? (await accessOfFiles(db, [upload.fileCid])).get(upload.fileCid) : undefined;
  if (upload.category !== "music" || access !== "holders") throw notOffered(PREVIEW_FOR_HOLDERS_TRACKS);
  if (previewCid !== null) {
    if (previewCid === upload.fileCid) throw notOffered(PREVIEW_NOT_THE_TRACK);
    const { file } = await requireOwnFiles(db, user, "music", previewCid);
    // A clip that is itself kept for holders (another track) would not play for anyone else; one
    // still private to the artist who stored it becomes public here, as a clip is for everyone.
    if (file.access !== PUBLIC_ACCESS && file.access !== OWNER_ACCESS) throw notOffered(PREVIEW_NOT_THE_TRACK);
    await assertWorkFree(db, previewCid, user.id);
    await setFileAccess(db, { cids: [previewCid], rule: PUBLIC_ACCESS, by: user.id });
  }
  await updatePreviewCid(db, upload.id, previewCid);
  const [record] = await uploadRecords(db, chain, logger, user, [(await findUpload(db, upload.id)) ?? upload]);
  if (!record) throw new Error(`upload ${upload.id} has no record`);
  return record;
}
