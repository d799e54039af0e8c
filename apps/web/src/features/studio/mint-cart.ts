import type { UploadDraft, UploadFields, UploadRecord } from "@wbe3/domain";

export type CartItemStatus =
  | { state: "ready" }
  | { state: "uploading"; percent: number; fileName: string }
  | { state: "publishing" }
  | { state: "minting" }
  | { state: "removing" }
  | { state: "failed"; reason: string };

/** The files an item stored when it was added: publishing uses these, never a second upload. */
export interface StoredFiles {
  fileCid: string;
  imageCid: string | null;
}

export interface CartItem {
  /** The server draft's id, or a local id while the item's files are still uploading. */
  id: string;
  fields: UploadFields;
  fileName: string;
  /** null while the files upload: the item is not kept on the server yet. */
  stored: StoredFiles | null;
  /** Set once the server has the upload, so a retry mints it instead of creating it again. */
  upload: UploadRecord | null;
  status: CartItemStatus;
}

/** A server draft as a cart item, ready to publish. */
export function draftItem(draft: UploadDraft): CartItem {
  return {
    id: draft.id,
    fields: draft.fields,
    fileName: draft.fileName,
    stored: { fileCid: draft.fileCid, imageCid: draft.imageCid },
    upload: null,
    status: { state: "ready" },
  };
}

export function isBusy(item: CartItem): boolean {
  const { state } = item.status;
  return state === "uploading" || state === "publishing" || state === "minting" || state === "removing";
}

/** Still uploading its files on add: it cannot be published or removed until it is kept. */
export function isAdding(item: CartItem): boolean {
  return item.stored === null;
}

/** What the upload form hands the cart: the checked fields and the picked files. */
export interface CartDraft {
  fields: UploadFields;
  file: File;
  cover: File | null;
}

/** How adding went: the server keeps the item, or it refused a file (and the cart is unchanged). */
export type AddResult = { added: true } | { added: false; reason: string };
