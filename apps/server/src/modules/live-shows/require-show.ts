// The one answer for a show id that names no show, for every route of the area.
import type { Database } from "@wbe3/db";
import { AppError, SHOW_NOT_FOUND } from "@wbe3/domain";
import { findShow, type ShowWithArtist } from "./repo.ts";

/** 404 `show_not_found`: also for a show read under a lock (`lockShow`) that is gone. */
export const showNotFound = (): AppError => new AppError("not_found", SHOW_NOT_FOUND, { reason: "show_not_found" });

/** The show, or 404 `show_not_found`. */
export async function requireShow(db: Database, id: string): Promise<ShowWithArtist> {
  const show = await findShow(db, id);
  if (!show) throw showNotFound();
  return show;
}
