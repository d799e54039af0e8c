// What a holder does with an owned item's file in the vault (issue 19, point 4): read it in the
// in-app reader or play it, at the URL that opens it. Server and web decide with the same rules.
import { contentPath, type FileAccess } from "./content.ts";

/** What an owned item's file lets its holder do: read it (books, text) or play it (tracks). */
export const CONTENT_ACTIONS = ["read", "play"] as const;
export type ContentAction = (typeof CONTENT_ACTIONS)[number];

/** Which viewer of the in-app reader shows a file. */
export type ReaderKind = "pdf" | "epub" | "text";

/** The reader's viewer for a stored type; null for a type the reader does not show. */
export function readerKindOf(mimeType: string): ReaderKind | null {
  const type = mimeType.split(";", 1)[0]?.trim().toLowerCase() ?? "";
  if (type === "application/pdf") return "pdf";
  if (type === "application/epub+zip") return "epub";
  return type === "text/plain" ? "text" : null;
}

/** Read for what the reader shows, play for audio and video; null for anything else (an image is already shown). */
export function contentActionOf(mimeType: string): ContentAction | null {
  if (readerKindOf(mimeType)) return "read";
  return /^(audio|video)\//i.test(mimeType) ? "play" : null;
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
