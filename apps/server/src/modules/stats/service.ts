import type { Database } from "@wbe3/db";
import type { ArtistStats, SellerListings, SellerRevenue, SessionUser } from "@wbe3/domain";
import { artistOfUser, followerCount } from "../artists/service.ts";
import { revenueByMonth, revenueByMonthAndSource } from "../commerce/service.ts";
import { listingsOfSeller } from "../marketplace/service.ts";
import { musicTitlesOf } from "../uploads/service.ts";
import { countPlays } from "./repo.ts";

// Plays (started, reported, counted) are in plays.ts; the maintenance schedule purges their old starts.
export { purgeOldPlayStarts } from "./plays.ts";

/** The wallets a seller is paid to: the signed-in account's and, for an artist, the artist record's, once each. */
function walletsOf(user: SessionUser, artistWallet: string | null): string[] {
  const wallets = [artistWallet, user.walletAddress].flatMap((wallet) => (wallet ? [wallet.toLowerCase()] : []));
  return [...new Set(wallets)];
}

/**
 * The signed-in artist's figures: followers, counted streams (per track, most first) and WBE3
 * received from verified order payouts (per month). All zero before the profile is set up.
 */
export async function artistStats(db: Database, user: SessionUser): Promise<ArtistStats> {
  const artist = await artistOfUser(db, user.id);
  if (!artist) return { followers: 0, streams: 0, revenue: "0", tracks: [], revenueByMonth: [] };
  const titles = await musicTitlesOf(db, artist.id);
  const [followers, streams, months] = await Promise.all([
    followerCount(db, artist.id),
    countPlays(
      db,
      titles.map((track) => track.id),
    ),
    revenueByMonth(db, walletsOf(user, artist.walletAddress)),
  ]);
  const tracks = titles
    .map((track) => ({ uploadId: track.id, title: track.title, streams: streams.get(track.id) ?? 0 }))
    .sort((a, b) => b.streams - a.streams);
  return {
    followers,
    streams: tracks.reduce((sum, track) => sum + track.streams, 0),
    revenue: months.reduce((sum, month) => sum + month.amount, 0n).toString(),
    tracks,
    revenueByMonth: months.map((month) => ({ month: month.month, amount: month.amount.toString() })),
  };
}

type SourceAmounts = Map<string, bigint>;

function addTo(amounts: SourceAmounts, source: string, amount: bigint): void {
  amounts.set(source, (amounts.get(source) ?? 0n) + amount);
}

/** Amounts in the order of `sources`, leaving out sources with nothing. */
function bySourceIn(amounts: SourceAmounts, sources: string[]) {
  return sources.flatMap((source) => {
    const amount = amounts.get(source);
    return amount ? [{ source, amount: amount.toString() }] : [];
  });
}

/**
 * The wallets the signed-in seller's revenue is counted on: an artist's (none before the profile,
 * as the stats card) or a partner's own account wallet. Payouts are made to wallets (the chain pays
 * wallets), so this is how revenue keys on the seller account.
 */
async function sellerWallets(db: Database, user: SessionUser): Promise<string[]> {
  if (user.role === "partner") return walletsOf(user, null);
  const artist = await artistOfUser(db, user.id);
  return artist ? walletsOf(user, artist.walletAddress) : [];
}

/**
 * The signed-in seller's revenue by source (largest first) and per month per source: for an
 * artist, the same verified payouts, to the same wallets, as the stats card's revenue.
 */
export async function sellerRevenue(db: Database, user: SessionUser): Promise<SellerRevenue> {
  const wallets = await sellerWallets(db, user);
  if (wallets.length === 0) return { total: "0", bySource: [], months: [] };
  const rows = await revenueByMonthAndSource(db, wallets);
  const totals: SourceAmounts = new Map();
  const months = new Map<string, SourceAmounts>();
  for (const row of rows) {
    addTo(totals, row.source, row.amount);
    const month = months.get(row.month) ?? new Map<string, bigint>();
    addTo(month, row.source, row.amount);
    months.set(row.month, month);
  }
  const sources = [...totals.entries()].sort(([a, x], [b, y]) => (x === y ? a.localeCompare(b) : x > y ? -1 : 1)).map(([source]) => source);
  const sum = (amounts: SourceAmounts) => [...amounts.values()].reduce((total, amount) => total + amount, 0n).toString();
  return {
    total: sum(totals),
    bySource: bySourceIn(totals, sources),
    months: [...months.entries()].map(([month, amounts]) => ({ month, total: sum(amounts), bySource: bySourceIn(amounts, sources) })),
  };
}

/** The signed-in seller's own listings with what each sold (artist or partner): their account's only. */
export async function sellerListings(db: Database, user: SessionUser): Promise<SellerListings> {
  return { listings: await listingsOfSeller(db, user.id) };
}
