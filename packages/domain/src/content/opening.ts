// What a holder does with an owned item in the vault (issue 19, point 4; issue 24, point 4): each
// area that sells something a token opens declares, from its own folder, its opening kinds and
// the actions each offers (decision 0027); the vault offers those its file can serve. Server and
// web decide with the same rules.
import { contentPath, type FileAccess } from "./content.ts";

/**
 * What an owned item lets its holder do: read it in the in-app reader (books, text), play it
 * (audio), watch it (video, a stream), download a copy (a book's, stamped for them), or check in
 * with it (a ticket at the door).
 */
export const CONTENT_ACTIONS = ["read", "play", "watch", "download", "check_in"] as const;
export type ContentAction = (typeof CONTENT_ACTIONS)[number];

/** One kind of thing an area's tokens open (a work, a book, a show's ticket) and the actions it offers, in the vault's order. */
export interface OpeningKindDeclaration {
  /** Its name, unique across areas; the area's server provider names it for each token. */
  kind: string;
  actions: readonly ContentAction[];
}

/** What one area's tokens open, declared in `packages/domain/src/<area>/openings.ts` and listed in `catalogue/openings.ts`. */
export interface OpeningsDeclaration {
  area: string;
  kinds: readonly OpeningKindDeclaration[];
}

/** Which viewer of the in-app reader shows a file. */
export type ReaderKind = "pdf" | "epub" | "text";

/** The reader's viewer for a stored type; null for a type the reader does not show. */
export function readerKindOf(mimeType: string): ReaderKind | null {
  const type = mimeType.split(";", 1)[0]?.trim().toLowerCase() ?? "";
  if (type === "application/pdf") return "pdf";
  if (type === "application/epub+zip") return "epub";
  return type === "text/plain" ? "text" : null;
}

/** Whether a file of this type (null: no file) can serve the action: the reader's types, audio, video, any file; checking in needs none. */
export function actionServes(action: ContentAction, mimeType: string | null): boolean {
  if (action === "check_in") return true;
  if (mimeType === null) return false;
  if (action === "read") return readerKindOf(mimeType) !== null;
  if (action === "play") return /^audio\//i.test(mimeType);
  if (action === "watch") return /^video\//i.test(mimeType);
  return true;
}

/** The actions an opening kind offers for this file (null: none), in the kind's order. */
export function actionsFor(kind: OpeningKindDeclaration, mimeType: string | null): ContentAction[] {
  return kind.actions.filter((action) => actionServes(action, mimeType));
}

/**
 * Where a file opens: a public file at the gateway, any other only at its access URL, so no
 * answer names a gated file by a gateway URL (decision 0025).
 */
export function contentUrlOf(cid: string, access: FileAccess): string {
  return access === "public" ? `/ipfs/${cid}` : contentPath(cid);
}

/** A gated file is opened through a signed link (media elements and downloads send no header). */
export const isGatedUrl = (url: string): boolean => url.startsWith("/api/content/");
