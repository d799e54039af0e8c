// A show's tickets minted on Base (issue 25, point 3; decision 0035): the server builds and stores
// the metadata and answers the artist's wallet calls; the confirmation verifies the receipt, then
// records the token once and lists the tickets for sale from the artist's stock.
import { encodeFunctionData, getAddress, toHex, type Hash } from "viem";
import { ticketNFTAbi } from "@wbe3/contracts";
import type { Database } from "@wbe3/db";
import {
  AppError,
  CONNECT_TO_MINT_TICKETS,
  MINT_TICKETS_FIRST,
  NOT_SHOW_OWNER,
  SHOW_NOT_FOUND,
  SHOW_NOT_OPEN_FOR_TICKETS,
  SHOW_NOT_TICKETED,
  showPagePath,
  TICKET_CATEGORY,
  TICKET_FEE_UNAVAILABLE,
  TICKET_LISTING_KIND,
  ticketMetadata,
  TICKETS_ALREADY_MINTED,
  TICKETS_TX_FOR_OTHER_SHOW,
  ticketsOverCapacity,
  ticketVenue,
  wallClockOf,
  type MintTickets,
  type RefusalReason,
  type SessionUser,
  type TicketMint,
  type WalletCall,
} from "@wbe3/domain";
import type { AppDeps } from "../../deps.ts";
import { reachingChain } from "../../adapters/chain/receipts.ts";
import { readMintFees } from "../../adapters/chain/token-reads.ts";
import { recordActivity } from "../activity/service.ts";
import { artistOfUser } from "../artists/service.ts";
import { listingsChanged, publishListing } from "../marketplace/service.ts";
import { publishTicketsLeft } from "./events.ts";
import { findShow, lockShow, type ShowRow } from "./repo.ts";
import { verifyTicketMint } from "./ticket-verifier.ts";
import {
  findShowTickets,
  findTicketRequest,
  findTicketsByTx,
  insertShowTickets,
  setTicketsListing,
  upsertTicketRequest,
} from "./tickets-repo.ts";

type MintDeps = Pick<AppDeps, "db" | "chain" | "contentStore" | "logger"> & { origin: string };

const conflict = (message: string, reason: RefusalReason) => new AppError("conflict", message, { reason });

/** The show as its owner may act on it: found, theirs and ticketed. */
function assertOwnTicketedShow(row: ShowRow | null, user: SessionUser): ShowRow {
  if (!row) throw new AppError("not_found", SHOW_NOT_FOUND, { reason: "show_not_found" });
  if (row.ownerId !== user.id) throw new AppError("forbidden", NOT_SHOW_OWNER, { reason: "not_show_owner" });
  if (!row.ticketed || row.capacity === null) throw conflict(SHOW_NOT_TICKETED, "not_ticketed");
  return row;
}

const isOpen = (row: ShowRow) => row.status === "upcoming" || row.status === "live";

/** The wallet calls: the marketplace's approval when it lacks it, then the mint paying the contract's fee. */
async function mintCalls(deps: MintDeps, wallet: string, quantity: number, uri: string): Promise<{ value: bigint; calls: WalletCall[] }> {
  const { chain } = deps;
  const fee = (await readMintFees(chain, deps.logger)).ticketWei;
  if (fee === null) throw new AppError("unavailable", TICKET_FEE_UNAVAILABLE);
  const value = fee * BigInt(quantity);
  const owner = getAddress(wallet);
  const approved = await reachingChain(chain, () =>
    chain.client.readContract({
      address: chain.contracts.TicketNFT,
      abi: ticketNFTAbi,
      functionName: "isApprovedForAll",
      args: [owner, chain.contracts.WBE3Marketplace],
    }),
  );
  const mint: WalletCall = {
    to: chain.contracts.TicketNFT,
    data: encodeFunctionData({ abi: ticketNFTAbi, functionName: "mintTicket", args: [owner, BigInt(quantity), uri] }),
    value: toHex(value),
  };
  // Checkout transfers sold tickets from the artist's stock through the marketplace. The mint goes
  // last: a wallet's batch answers its last transaction, the one the confirmation verifies.
  const approval: WalletCall = {
    to: chain.contracts.TicketNFT,
    data: encodeFunctionData({ abi: ticketNFTAbi, functionName: "setApprovalForAll", args: [chain.contracts.WBE3Marketplace, true] }),
    value: toHex(0),
  };
  const calls = approved ? [mint] : [approval, mint];
  return { value, calls };
}

/**
 * `POST /api/shows/:id/tickets`: the owner of an upcoming or live ticketed show without tickets
 * asks to mint `quantity` (at most its capacity) to their wallet. Asking again before the
 * confirmation replaces the request.
 */
export async function requestTicketMint(deps: MintDeps, user: SessionUser, showId: string, input: MintTickets): Promise<TicketMint> {
  const { db } = deps;
  const row = assertOwnTicketedShow(await findShow(db, showId), user);
  if (!isOpen(row)) throw conflict(SHOW_NOT_OPEN_FOR_TICKETS, "show_closed");
  if (await findShowTickets(db, showId)) throw conflict(TICKETS_ALREADY_MINTED, "tickets_already_minted");
  if (input.quantity > (row.capacity ?? 0)) {
    throw new AppError("bad_request", ticketsOverCapacity(row.capacity ?? 0), { reason: "over_capacity" });
  }
  const wallet = user.walletAddress?.toLowerCase();
  if (!wallet) throw conflict(CONNECT_TO_MINT_TICKETS, "wallet_needed");
  const { date, time } = wallClockOf(row.eventAt, row.timeZone);
  const metadata = ticketMetadata(
    { ...row, eventAt: row.eventAt.toISOString(), eventDate: date, eventTime: time },
    input.quantity,
    `${deps.origin}${showPagePath(row.id)}`,
  );
  const stored = await deps.contentStore.putJson(metadata, user.id);
  const uri = `ipfs://${stored.ipfsHash}`;
  const { value, calls } = await mintCalls(deps, wallet, input.quantity, uri);
  await upsertTicketRequest(db, { showId, quantity: input.quantity, wallet, uri, metadataCid: stored.ipfsHash });
  return { showId, quantity: input.quantity, uri, metadataCid: stored.ipfsHash, value: value.toString(), calls };
}

/** Lists the show's tickets at its price, supply = the tickets minted, sold from the artist's wallet. */
async function listTickets(
  tx: Database,
  row: ShowRow,
  user: SessionUser,
  token: { contract: string; tokenId: bigint; wallet: string; quantity: number },
) {
  const artist = await artistOfUser(tx, user.id);
  const { date, time } = wallClockOf(row.eventAt, row.timeZone);
  return publishListing(tx, {
    kind: TICKET_LISTING_KIND,
    category: TICKET_CATEGORY,
    delivery: "transfer1155",
    seller: { id: user.id, kind: "artist", name: row.artistName },
    artistId: artist?.id ?? null,
    title: `${row.title}: Ticket`,
    description: `${date} ${time} (${row.timeZone}). ${ticketVenue(row.streamType)}.`,
    price: row.ticketPrice,
    imageUrl: null,
    tags: row.openMic ? ["open mic"] : [],
    sellerWallet: token.wallet,
    royaltyBps: 0,
    supplyCap: token.quantity,
    token: { contract: token.contract, tokenId: token.tokenId },
  });
}

/**
 * `POST /api/shows/:id/tickets/confirm`: records the show's tickets once their mint is verified on
 * chain, and puts them on sale (an open show only). The same transaction again answers the same,
 * recording nothing; confirmations at once record once (the show's row is locked).
 */
export async function confirmTicketMint(deps: MintDeps, user: SessionUser, showId: string, txHash: Hash): Promise<void> {
  const { db, chain } = deps;
  const hash = txHash.toLowerCase();
  assertOwnTicketedShow(await findShow(db, showId), user);
  // The show's tickets first, then the transaction's show: a confirmation of the same transaction
  // committed between the two reads is then found by the second, and answered the same.
  const recorded = await findShowTickets(db, showId);
  if (recorded) {
    if (recorded.chainId === chain.chainId && recorded.mintTxHash === hash) return;
    throw conflict(TICKETS_ALREADY_MINTED, "tickets_already_minted");
  }
  const recordedTx = await findTicketsByTx(db, chain.chainId, hash);
  if (recordedTx) {
    if (recordedTx.showId !== showId) throw conflict(TICKETS_TX_FOR_OTHER_SHOW, "tx_for_other_show");
    return;
  }
  const request = await findTicketRequest(db, showId);
  if (!request) throw conflict(MINT_TICKETS_FIRST, "tickets_not_requested");
  const mint = await verifyTicketMint(chain, txHash, { wallet: request.wallet, amount: request.quantity, uri: request.uri });

  const listed = await db.transaction(async (tx) => {
    const locked = assertOwnTicketedShow(await lockShow(tx, showId), user);
    // Never more for sale than the show holds (a patch keeps its capacity at the request's quantity).
    if (request.quantity > (locked.capacity ?? 0)) {
      throw new AppError("conflict", ticketsOverCapacity(locked.capacity ?? 0), { reason: "over_capacity" });
    }
    const values = {
      showId,
      chainId: chain.chainId,
      contract: mint.contract,
      tokenId: mint.tokenId,
      quantity: request.quantity,
      minter: request.wallet,
      uri: request.uri,
      mintTxHash: hash,
      mintBlock: mint.blockNumber,
    };
    if (!(await insertShowTickets(tx, values))) {
      const again = await findTicketsByTx(tx, chain.chainId, hash);
      if (again?.showId === showId) return false;
      throw conflict(again ? TICKETS_TX_FOR_OTHER_SHOW : TICKETS_ALREADY_MINTED, again ? "tx_for_other_show" : "tickets_already_minted");
    }
    await recordActivity(tx, "live_show_tickets_minted", user.id, {
      showId,
      tokenId: mint.tokenId.toString(),
      quantity: request.quantity,
      txHash: hash,
    });
    // Minted for a show cancelled or ended meanwhile: recorded (the chain has them), never sold.
    if (!isOpen(locked)) return false;
    const listingId = await listTickets(tx, locked, user, { ...mint, wallet: request.wallet, quantity: request.quantity });
    await setTicketsListing(tx, showId, listingId);
    await publishTicketsLeft(tx, showId, request.quantity);
    return true;
  });
  if (listed) listingsChanged(db);
}
