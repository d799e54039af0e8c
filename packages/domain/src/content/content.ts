// Who may open a stored file (DESIGN 8): each file carries one access rule; the server decides
// with these rules, the web builds links with the paths below.

/**
 * A stored file's access rule. `public`: everyone, through /ipfs/<cid> (covers, previews, free
 * tracks, radio). `holders`: whoever holds the token the work or book behind the file sells, now
 * (access follows the token). `buyers`: whoever bought the listing (digital goods).
 * `ticket_holders`: whoever holds a ticket of the show. `owner`: its uploader only (drafts).
 */
export const FILE_ACCESS_RULES = ["public", "holders", "buyers", "ticket_holders", "owner"] as const;
export type FileAccess = (typeof FILE_ACCESS_RULES)[number];

export function isFileAccess(value: unknown): value is FileAccess {
  return typeof value === "string" && (FILE_ACCESS_RULES as readonly string[]).includes(value);
}

/** How long a signed content link opens its file: long enough to start a player, short enough not to share. */
export const CONTENT_LINK_TTL_SECONDS = 10 * 60;

/** The path a signed-in user opens a gated file at (a media element uses a signed link to it). */
export const contentPath = (cid: string): string => `/api/content/${encodeURIComponent(cid)}`;

/** What is known about one viewer and one file when deciding whether they may open it. */
export interface ContentFacts {
  access: FileAccess;
  /** The viewer sent the file's bytes themselves. */
  uploader: boolean;
  /** The viewer reviews books (admin, or a privileged account). */
  reviewer: boolean;
  /** A book behind the file waits for review. */
  pendingReview: boolean;
  /** The viewer's wallet holds, now, a token the work or book behind the file sells. */
  holdsToken: boolean;
}

/**
 * Whether the viewer may open the file. The uploader always may; a reviewer may open a book
 * waiting for review; `holders` opens to a current holder. Buyers and ticket holders are declared
 * for the areas that sell those (store goods, live shows) and open to the uploader only until then.
 */
export function mayOpenFile(facts: ContentFacts): boolean {
  if (facts.access === "public" || facts.uploader) return true;
  if (facts.reviewer && facts.pendingReview) return true;
  return facts.access === "holders" && facts.holdsToken;
}

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
