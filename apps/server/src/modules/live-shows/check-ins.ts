import { getAddress, type Address } from "viem";
import type { Database } from "@wbe3/db";
import {
  alreadyCheckedIn,
  AppError,
  CHECK_IN_CODE_EXPIRED,
  CHECK_IN_CODE_FROM_FUTURE,
  CHECK_IN_CODE_INVALID,
  CHECK_IN_LIST_MAX,
  CHECK_IN_NO_TICKET,
  CHECK_IN_NOT_SIGNED_BY_HOLDER,
  CHECK_IN_OTHER_SHOW,
  CHECK_IN_OTHER_TICKET,
  CHECK_IN_SHOW_CANCELLED,
  CHECK_IN_SHOW_ENDED,
  CHECK_IN_TICKET_MOVING,
  CHECK_IN_TYPES,
  checkInDomain,
  checkInFreshness,
  checkInMessage,
  decodeCheckInCode,
  replayTicketUnits,
  SHOW_HAS_NO_TICKETS,
  unitsOf,
  wallClockOf,
  type CheckInCode,
  type CheckInList,
  type CheckInPass,
  type RefusalReason,
  type SessionUser,
} from "@wbe3/domain";
import type { Chain } from "../../adapters/chain/chain-client.ts";
import { reachingChain } from "../../adapters/chain/receipts.ts";
import type { Logger } from "../../lib/logger.ts";
import { refreshTransferIndex } from "../chain-index/service.ts";
import { checkInsOfToken, indexedBalance, insertCheckIn, listCheckIns, type CheckInRow, type TokenKey } from "./door-repo.ts";
import { requireDoorStaff } from "./door-staff.ts";
import { retryUniqueLosses } from "../../lib/unique-retry.ts";
import { requireShow } from "./require-show.ts";
import { readTicketMoves } from "./ticket-moves.ts";
import { showTicketToken } from "./service.ts";

export interface DoorDeps {
  db: Database;
  chain: Chain;
  logger: Logger;
}

/** Two scans of one holder at once: the loser of the unique number decides again on what the winner wrote. */
const CHECK_IN_ATTEMPTS = 4;

type Refusal = "bad_request" | "unprocessable" | "conflict";
const refused = (code: Refusal, message: string, reason: RefusalReason) => new AppError(code, message, { reason });

/** An open show's door: upcoming (doors open before the start) or live. */
function requireOpenDoor(status: string): void {
  if (status === "cancelled") throw refused("conflict", CHECK_IN_SHOW_CANCELLED, "check_in_closed");
  if (status !== "upcoming" && status !== "live") throw refused("conflict", CHECK_IN_SHOW_ENDED, "check_in_closed");
}

/** The code, read and checked against this show's ticket and the clock (nothing asked of the chain yet). */
function readCode(text: string, showId: string, tokenId: bigint, now: Date): CheckInCode {
  const code = decodeCheckInCode(text);
  if (!code) throw refused("bad_request", CHECK_IN_CODE_INVALID, "check_in_code_invalid");
  if (code.show !== showId) throw refused("unprocessable", CHECK_IN_OTHER_SHOW, "check_in_other_show");
  if (code.tokenId !== tokenId) throw refused("unprocessable", CHECK_IN_OTHER_TICKET, "check_in_other_ticket");
  const freshness = checkInFreshness(code.issuedAt, Math.floor(now.getTime() / 1000));
  if (freshness === "expired") throw refused("unprocessable", CHECK_IN_CODE_EXPIRED, "check_in_code_expired");
  if (freshness === "future") throw refused("unprocessable", CHECK_IN_CODE_FROM_FUTURE, "check_in_code_from_future");
  return code;
}

/**
 * Whether the holder's wallet signed the code, asked of the chain so that smart-contract wallets
 * (ERC-1271, and ERC-6492 before they are deployed) pass like plain keys.
 */
async function signedByHolder(chain: Chain, contract: Address, code: CheckInCode): Promise<boolean> {
  return reachingChain(chain, () =>
    chain.client.verifyTypedData({
      address: code.holder,
      domain: checkInDomain(chain.chainId, contract),
      types: CHECK_IN_TYPES,
      primaryType: "CheckIn",
      message: checkInMessage(code),
      signature: code.signature,
    }),
  );
}

const toEntry = (row: CheckInRow) => ({ block: row.indexBlock, holder: row.holder, sequence: row.sequence, at: row.createdAt });

/** When, where the show takes place: "20:14 on 2031-07-01 (Europe/Paris)". */
function showTime(at: Date, timeZone: string): string {
  const { date, time } = wallClockOf(at, timeZone);
  return `${time} on ${date} (${timeZone})`;
}

/**
 * POST /api/shows/:id/check-ins (decision 0034): door staff scan a holder's code. The code must be
 * this show's, for its ticket, fresh and signed by the holder; the holder must hold the ticket now
 * (the transfer index, brought up to date) and have an unused unit (the token's transfers and the
 * door's check-ins replayed). The check-in is then recorded with the block it saw.
 */
export async function checkInTicket(
  deps: DoorDeps,
  user: SessionUser,
  showId: string,
  text: string,
  now = new Date(),
): Promise<CheckInPass> {
  const { db, chain, logger } = deps;
  const show = await requireShow(db, showId);
  await requireDoorStaff(db, user, show);
  requireOpenDoor(show.status);
  const ticket = await showTicketToken(db, show.id);
  if (!ticket) throw refused("conflict", SHOW_HAS_NO_TICKETS, "show_has_no_tickets");
  const code = readCode(text, show.id, ticket.tokenId, now);
  const contract = getAddress(ticket.contract);
  if (!(await signedByHolder(chain, contract, code))) {
    throw refused("unprocessable", CHECK_IN_NOT_SIGNED_BY_HOLDER, "check_in_not_signed_by_holder");
  }

  await refreshTransferIndex(db, chain, logger);
  // Read after the index: the history then reaches at least as far as the index does.
  const latest = await reachingChain(chain, () => chain.client.getBlockNumber({ cacheTime: 0 }));
  const head = latest - BigInt(chain.confirmations - 1);
  const token: TokenKey = { chainId: chain.chainId, contract: contract.toLowerCase(), tokenId: ticket.tokenId };
  const holder = code.holder.toLowerCase();
  const held = await indexedBalance(db, token, holder);
  if (held === 0n) throw refused("unprocessable", CHECK_IN_NO_TICKET, "check_in_no_ticket");
  const moves = await readTicketMoves(chain, contract, ticket.tokenId, { fromBlock: ticket.mintBlock, toBlock: head });

  return retryUniqueLosses(CHECK_IN_ATTEMPTS, () =>
    db.transaction(async (tx) => {
      const entries = await checkInsOfToken(tx, show.id, token);
      const units = unitsOf(replayTicketUnits(moves, entries.map(toEntry)), holder);
      // The index and the history disagree only while the holder's tickets move: decide on the next scan.
      if (units.held !== held) throw refused("conflict", CHECK_IN_TICKET_MOVING, "ticket_moving");
      const [firstUse] = units.usedAt;
      if (units.unused === 0n && firstUse) {
        throw refused("conflict", alreadyCheckedIn(showTime(firstUse, show.timeZone), Number(held)), "already_checked_in");
      }
      const sequence = 1 + Math.max(0, ...entries.filter((entry) => entry.holder === holder).map((entry) => entry.sequence));
      const row = await insertCheckIn(tx, { ...token, showId: show.id, holder, sequence, indexBlock: head, verifierId: user.id });
      return {
        pass: true,
        showId: show.id,
        tokenId: ticket.tokenId.toString(),
        holder: code.holder,
        units: Number(held),
        checkedIn: units.usedAt.length + 1,
        at: row.createdAt.toISOString(),
      } satisfies CheckInPass;
    }),
  );
}

/** GET /api/shows/:id/check-ins: the door screen, for the owner and the door staff. */
export async function showCheckIns(db: Database, user: SessionUser, showId: string): Promise<CheckInList> {
  const show = await requireShow(db, showId);
  await requireDoorStaff(db, user, show);
  const [ticket, list] = await Promise.all([showTicketToken(db, show.id), listCheckIns(db, show.id, CHECK_IN_LIST_MAX)]);
  return {
    showId: show.id,
    tickets: ticket?.quantity ?? null,
    checkedIn: list.checkedIn,
    holders: list.holders,
    checkIns: list.rows.map(({ checkIn, scannerWallet, scannerName }) => ({
      holder: getAddress(checkIn.holder),
      tokenId: checkIn.tokenId.toString(),
      sequence: checkIn.sequence,
      at: checkIn.createdAt.toISOString(),
      scannedBy: scannerWallet ? getAddress(scannerWallet) : scannerName,
    })),
  };
}
