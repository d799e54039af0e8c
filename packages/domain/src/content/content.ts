// Who may open a stored file (DESIGN 8): each file carries one access rule (access-rules.ts); the
// web builds links with the paths below.

/**
 * A stored file's access rule, by name (`stored_files.access`): any rule an area registered
 * (access-rules.ts, catalogue/content-access.ts). The content module owns two: `public` (everyone,
 * through /ipfs/<cid>) and `owner` (whoever stored it), and every file starts as `owner`.
 */
export type FileAccess = string;

/** How long a signed content link opens its file: long enough to start a player, short enough not to share. */
export const CONTENT_LINK_TTL_SECONDS = 10 * 60;

/** The path a signed-in user opens a gated file at (a media element uses a signed link to it). */
export const contentPath = (cid: string): string => `/api/content/${encodeURIComponent(cid)}`;

/** What a stamped copy was licensed under: a paid order, or a token received by transfer. */
export type LicenceBasis = { orderId: string } | "transferred";

/**
 * The line stamped on every page of a PDF handed to a reader other than its uploader (decision
 * 0025): "Licensed to <wallet, else e-mail> · <YYYY-MM-DD, UTC> · order <id>", or "· transferred"
 * for a holder who paid no order for it.
 */
export function licenceLine(
  reader: { walletAddress: string | null; email: string | null; id: string },
  day: Date,
  basis: LicenceBasis,
): string {
  const who = reader.walletAddress ?? reader.email ?? `account ${reader.id}`;
  const how = typeof basis === "string" ? basis : `order ${basis.orderId}`;
  return `Licensed to ${who} · ${day.toISOString().slice(0, 10)} · ${how}`;
}
