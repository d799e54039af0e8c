// Who holds a show's tickets (issue 25, points 3 and 5; decision 0035): read from the transfer
// index, brought up to date first, so a resold ticket moves everything a ticket gives with it.
import {
  AppError,
  displayStatus,
  NOT_SHOW_OWNER,
  SHOW_CANCELLED_NOTHING_OPENS,
  SHOW_NOT_FOUND,
  type MyShowTickets,
  type SessionUser,
  type ShowTicketSales,
} from "@wbe3/domain";
import type { AppDeps } from "../../deps.ts";
import { holdsAnyToken, refreshTransferIndex } from "../chain-index/service.ts";
import { paidLinesOfListings } from "../commerce/service.ts";
import { findShow } from "./repo.ts";
import { ticketViews } from "./tickets-left.ts";
import { findShowTickets, findTicketsHeldBy, findTokenHolders } from "./tickets-repo.ts";

type HolderDeps = Pick<AppDeps, "db" | "chain" | "logger">;

/** `GET /api/shows/:id/tickets`, the show's owner: its token, its paid sales and its holders now. */
export async function showTicketSales(deps: HolderDeps, user: SessionUser, showId: string): Promise<ShowTicketSales> {
  const { db, chain } = deps;
  const show = await findShow(db, showId);
  if (!show) throw new AppError("not_found", SHOW_NOT_FOUND, { reason: "show_not_found" });
  if (show.ownerId !== user.id) throw new AppError("forbidden", NOT_SHOW_OWNER, { reason: "not_show_owner" });
  const view = (await ticketViews(db, [show])).get(showId);
  const tickets = await findShowTickets(db, showId);
  if (!tickets || !view) return { showId, token: null, sold: 0, left: null, sales: [], holders: [], artistStock: 0 };
  await refreshTransferIndex(db, chain, deps.logger);
  const [holders, lines] = await Promise.all([
    findTokenHolders(db, chain.chainId, tickets),
    tickets.listingId ? paidLinesOfListings(db, [tickets.listingId]) : Promise.resolve([]),
  ]);
  const sales = lines.map((line) => ({ orderId: line.orderId, quantity: line.quantity, paidAt: line.paidAt?.toISOString() ?? null }));
  return {
    showId,
    token: view.token,
    sold: sales.reduce((sum, sale) => sum + sale.quantity, 0),
    left: view.left,
    sales,
    holders: holders.filter((holder) => holder.wallet !== tickets.minter),
    artistStock: holders.find((holder) => holder.wallet === tickets.minter)?.units ?? 0,
  };
}

/** `GET /api/shows/mine/tickets`: the shows whose tickets the signed-in wallet holds now (an artist's own stock left out). */
export async function myShowTickets(deps: HolderDeps, user: SessionUser): Promise<MyShowTickets> {
  const { db, chain } = deps;
  if (!user.walletAddress) return { tickets: [] };
  await refreshTransferIndex(db, chain, deps.logger);
  const rows = await findTicketsHeldBy(db, chain.chainId, user.walletAddress);
  return {
    tickets: rows
      .filter((row) => row.show.ownerId !== user.id)
      .map(({ show, tickets, units }) => ({
        showId: show.id,
        title: show.title,
        artistName: show.artistName,
        eventAt: show.eventAt.toISOString(),
        timeZone: show.timeZone,
        status: show.status,
        displayStatus: displayStatus(show.status),
        contract: tickets.contract,
        tokenId: tickets.tokenId.toString(),
        units,
      })),
  };
}

/**
 * Whether `user` holds, now, a ticket of the show. A cancelled show's tickets open nothing: that
 * is refused with its own reason rather than answered false.
 */
export async function holdsShowTicket(deps: HolderDeps, showId: string, user: SessionUser): Promise<boolean> {
  const tickets = await findShowTickets(deps.db, showId);
  if (!tickets || !user.walletAddress) return false;
  const show = await findShow(deps.db, showId);
  if (show?.status === "cancelled") throw new AppError("forbidden", SHOW_CANCELLED_NOTHING_OPENS, { reason: "show_cancelled" });
  return holdsAnyToken(deps.db, deps.chain, user.walletAddress, [tickets], deps.logger);
}
