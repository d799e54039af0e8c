// Who sells a listing (decision 0029): an account, artist or partner. Listings, sales and revenue
// are the seller account's, so a partner sells and sees their sales as an artist does.

export const SELLER_KINDS = ["artist", "partner"] as const;
export type SellerKind = (typeof SELLER_KINDS)[number];

/** How a card names the seller's kind. */
export const SELLER_KIND_LABELS: Record<SellerKind, string> = { artist: "Artist", partner: "Partner" };

/** "by Acme Events · Partner": the seller line of a card or a listing's page. */
export function sellerByline(seller: { name: string; kind: SellerKind }): string {
  return `by ${seller.name} · ${SELLER_KIND_LABELS[seller.kind]}`;
}

/** `0x1234…abcd`: a wallet as a name, never the whole address. */
function shortWallet(wallet: string): string {
  return `${wallet.slice(0, 6)}…${wallet.slice(-4)}`;
}

/**
 * The name a partner sells under: the account's name, else its wallet shortened. Never the
 * e-mail address (a listing is public; an e-mail is not).
 */
export function partnerSellerName(account: { name: string | null; walletAddress: string | null }): string {
  const name = account.name?.trim();
  if (name) return name;
  return account.walletAddress ? `Partner ${shortWallet(account.walletAddress)}` : "Partner";
}
