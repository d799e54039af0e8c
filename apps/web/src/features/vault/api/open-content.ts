import { queryOptions, useMutation, useQuery } from "@tanstack/react-query";
import { readerKindOf, type ContentLink, type ReaderKind } from "@wbe3/domain";
import { callApi, readBody } from "@/lib/api-client";

/** The CID a `/api/content/<cid>` or `/ipfs/<cid>` URL names. */
export function cidOfContentUrl(url: string): string {
  return decodeURIComponent(url.replace(/^\/(api\/content|ipfs)\//, "").split(/[?#/]/, 1)[0] ?? "");
}

/** A ten-minute link that opens a file without the cookie (a player's src, a download's href). */
export function getContentLink(cid: string): Promise<ContentLink> {
  return callApi("POST /api/content/:cid/link", { params: { cid } });
}

/** Asks for a ten-minute link to the file a content URL names, when the user acts (Play, Download). */
export function useContentLink() {
  return useMutation({ mutationFn: (contentUrl: string) => getContentLink(cidOfContentUrl(contentUrl)) });
}

/** A file opened for the reader: a PDF's or EPUB's bytes, a text's text, or only its link (others are downloaded). */
export interface OpenedContent {
  link: ContentLink;
  mimeType: string;
  kind: ReaderKind | null;
  bytes: Uint8Array | null;
  text: string | null;
}

/**
 * Opens a file the way the reader shows it: a signed link first (a refusal comes back as the
 * server's error), then its bytes through that link; the stored type decides the viewer.
 */
export async function openContent(cid: string, signal?: AbortSignal): Promise<OpenedContent> {
  const link = await getContentLink(cid);
  const response = await fetch(link.url, { signal, credentials: "omit" });
  if (!response.ok) await readBody(response);
  const mimeType = response.headers.get("content-type") ?? "application/octet-stream";
  const kind = readerKindOf(mimeType);
  if (kind === "pdf" || kind === "epub") return { link, mimeType, kind, bytes: new Uint8Array(await response.arrayBuffer()), text: null };
  if (kind === "text") return { link, mimeType, kind, bytes: null, text: await response.text() };
  await response.body?.cancel();
  return { link, mimeType, kind, bytes: null, text: null };
}

export function openContentQueryOptions(cid: string) {
  // Opened once per visit: a link lasts ten minutes and every opening counts against the reader's bound.
  return queryOptions({
    queryKey: ["content", cid, "opened"],
    queryFn: ({ signal }) => openContent(cid, signal),
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
  });
}

export function useOpenedContent(cid: string) {
  return useQuery(openContentQueryOptions(cid));
}
