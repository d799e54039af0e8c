import type { Database } from "@wbe3/db";
import {
  AppError,
  contentPath,
  MINT_CART_FULL,
  MINT_CART_MAX_DRAFTS,
  uploadFieldsInput,
  uploadFieldsSchema,
  type CreateDraft,
  type SessionUser,
  type UploadDraft,
} from "@wbe3/domain";
import type { Logger } from "../../lib/logger.ts";
import { deleteDraft, insertDraft, listDrafts, type DraftRow } from "./repo.ts";
import { requireOwnFiles } from "./service.ts";
import { assertWorkFree } from "./work-claims.ts";

/**
 * A stored draft as the cart shows it. Its fields were checked when added; they are checked again
 * here in case the rules changed since, and a draft that no longer passes is left out (logged).
 */
function toDraft(row: DraftRow, logger: Logger): UploadDraft | null {
  const fields = uploadFieldsSchema.safeParse(row.fields);
  if (!fields.success) {
    logger.warn({ draftId: row.id, issues: fields.error.issues }, "a mint-cart draft no longer passes the upload form's rules");
    return null;
  }
  return {
    id: row.id,
    fields: fields.data,
    fileCid: row.fileCid,
    fileName: row.fileName,
    // A draft's file is still private to the artist who stored it: it opens at its access URL.
    fileUrl: contentPath(row.fileCid),
    imageCid: row.imageCid,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The user's mint cart, oldest first. */
export async function myDrafts(db: Database, user: SessionUser, logger: Logger): Promise<UploadDraft[]> {
  const rows = await listDrafts(db, user.id);
  return rows.flatMap((row) => toDraft(row, logger) ?? []);
}

/**
 * Adds an item to the mint cart: its fields passed the upload form's schema on the way in, and
 * its files must be this user's, of the item's category, so nothing is refused later at mint.
 */
export async function createDraft(db: Database, user: SessionUser, input: CreateDraft, logger: Logger): Promise<UploadDraft> {
  await requireOwnFiles(db, user, input.fields.category, input.fileCid, input.imageCid);
  await assertWorkFree(db, input.fileCid, user.id);
  const row = await insertDraft(
    db,
    {
      userId: user.id,
      fields: { ...uploadFieldsInput(input.fields) },
      fileCid: input.fileCid,
      fileName: input.fileName,
      imageCid: input.imageCid ?? null,
    },
    MINT_CART_MAX_DRAFTS,
  );
  if (row === "full") throw new AppError("conflict", MINT_CART_FULL(MINT_CART_MAX_DRAFTS));
  const draft = toDraft(row, logger);
  if (!draft) throw new Error("a draft just checked did not pass its schema again");
  return draft;
}

/** Removes the user's draft and answers the cart; a draft already gone (or not theirs) changes nothing. */
export async function removeDraft(db: Database, user: SessionUser, id: string, logger: Logger): Promise<UploadDraft[]> {
  await deleteDraft(db, id, user.id);
  return myDrafts(db, user, logger);
}
