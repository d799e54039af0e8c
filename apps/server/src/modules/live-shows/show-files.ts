// Files an artist keeps for a show's ticket holders (decision 0035): claimed for the artist and
// stored with the area's own rule, which opens them to whoever holds a ticket of the show now.
import {
  AppError,
  contentPath,
  NO_FILE_WITH_CID,
  NOT_A_TICKET_HOLDER,
  NOT_SHOW_OWNER,
  SHOW_CLOSED,
  SHOW_FILE_NOT_YOURS,
  SHOW_NOT_TICKETED,
  SHOW_TICKET_HOLDERS_ACCESS,
  type SessionUser,
  type ShowFiles,
} from "@wbe3/domain";
import type { AppDeps } from "../../deps.ts";
import { claimFile, setFileAccess, storedFileOf } from "../files/service.ts";
import { holdsShowTicket } from "./ticket-holders.ts";
import { findShowFiles, insertShowFile } from "./tickets-repo.ts";
import { requireShow } from "./require-show.ts";

async function filesOf(deps: Pick<AppDeps, "db">, showId: string): Promise<ShowFiles> {
  const cids = await findShowFiles(deps.db, showId);
  return { showId, files: cids.map((cid) => ({ cid, url: contentPath(cid) })) };
}

/** `POST /api/shows/:id/files`: the owner of an open ticketed show keeps a file they stored for its holders. */
export async function keepShowFile(deps: AppDeps, user: SessionUser, showId: string, cid: string): Promise<ShowFiles> {
  const show = await requireShow(deps.db, showId);
  if (show.ownerId !== user.id) throw new AppError("forbidden", NOT_SHOW_OWNER, { reason: "not_show_owner" });
  if (!show.ticketed) throw new AppError("conflict", SHOW_NOT_TICKETED, { reason: "not_ticketed" });
  if (show.status !== "upcoming" && show.status !== "live") throw new AppError("conflict", SHOW_CLOSED, { reason: "show_closed" });
  const file = await storedFileOf(deps.db, cid, user.id);
  if (!file) throw new AppError("not_found", NO_FILE_WITH_CID);
  if (!file.uploadedByUser) throw new AppError("forbidden", SHOW_FILE_NOT_YOURS, { reason: "file_not_yours" });
  await deps.db.transaction(async (tx) => {
    await claimFile(tx, { cid, userId: user.id, area: "live-shows" });
    await setFileAccess(tx, { cids: [cid], rule: SHOW_TICKET_HOLDERS_ACCESS, by: user.id });
    await insertShowFile(tx, showId, cid);
  });
  return filesOf(deps, showId);
}

/** `GET /api/shows/:id/files`: to the show's artist and its current ticket holders. */
export async function showFiles(deps: AppDeps, user: SessionUser, showId: string): Promise<ShowFiles> {
  const show = await requireShow(deps.db, showId);
  if (show.ownerId !== user.id && !(await holdsShowTicket(deps, showId, user))) {
    throw new AppError("forbidden", NOT_A_TICKET_HOLDER, { reason: "not_holder" });
  }
  return filesOf(deps, showId);
}
