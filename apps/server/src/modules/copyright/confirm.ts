// `POST /api/copyright/registrations/:id/confirm {txHash}`: the commit's receipt moves a draft to
// committed, the reveal's moves it to anchored (and a "both" filing to ready to file). A transaction
// counts once: the same hash again answers the same registration, another registration's is refused.
import type { Hash } from "viem";
import { isUniqueViolation } from "@wbe3/db";
import {
  AppError,
  NOTHING_TO_CONFIRM,
  TX_FOR_OTHER_REGISTRATION,
  type AnchorStatus,
  type RegistrationAnswer,
  type SessionUser,
} from "@wbe3/domain";
import type { AppDeps } from "../../deps.ts";
import { reachingChain } from "../../adapters/chain/receipts.ts";
import { commitmentOf } from "./anchor.ts";
import { verifyCommit, verifyReveal } from "./anchor-verifier.ts";
import { registrationAnswer, settledRegistration, viewFor } from "./answer.ts";
import { ownRegistration } from "./lookup.ts";
import {
  findOtherByTx,
  insertRegistrationEvents,
  lockRegistration,
  updateRegistration,
  type NewRegistration,
  type NewRegistrationEvent,
  type RegistrationRow,
} from "./repo.ts";

type ConfirmDeps = Pick<AppDeps, "db" | "chain">;

const nothingToConfirm = () => new AppError("conflict", NOTHING_TO_CONFIRM, { reason: "nothing_to_confirm" });
const otherRegistrationsTx = () => new AppError("conflict", TX_FOR_OTHER_REGISTRATION, { reason: "tx_for_other_registration" });

const recorded = (row: RegistrationRow, hash: string) => row.commitTx === hash || row.revealTx === hash;

type Move = { change: Partial<NewRegistration>; events: Omit<NewRegistrationEvent, "registrationId">[] };

/**
 * Records a verified move from `from`, the row locked: confirmations of one registration take
 * turns, so of ten at once one records and the others find the hash recorded. Null when the
 * registration left `from` meanwhile by another transaction.
 */
async function recordMove(deps: ConfirmDeps, id: string, hash: string, from: AnchorStatus, move: Move): Promise<RegistrationRow | null> {
  try {
    return await deps.db.transaction(async (tx) => {
      const locked = await lockRegistration(tx, id);
      if (!locked) throw nothingToConfirm();
      if (recorded(locked, hash)) return locked;
      if (locked.anchorStatus !== from) return null;
      const moved = await updateRegistration(tx, id, move.change);
      await insertRegistrationEvents(
        tx,
        move.events.map((event) => ({ ...event, registrationId: id })),
      );
      return moved;
    });
  } catch (err) {
    // The same transaction recorded for another registration between our check and our write.
    if (isUniqueViolation(err)) throw otherRegistrationsTx();
    throw err;
  }
}

async function commitMove(deps: ConfirmDeps, user: SessionUser, row: RegistrationRow, txHash: Hash): Promise<Move> {
  const block = await verifyCommit(deps.chain, txHash, { commitment: commitmentOf(row), registrant: row.registrant });
  return {
    change: { anchorStatus: "committed", commitTx: txHash.toLowerCase(), commitBlock: block },
    events: [{ track: "anchor", status: "committed", byUserId: user.id, detail: txHash.toLowerCase() }],
  };
}

async function revealMove(deps: ConfirmDeps, user: SessionUser, row: RegistrationRow, txHash: Hash): Promise<Move> {
  const { chain } = deps;
  const block = await verifyReveal(chain, txHash, { sha256: row.sha256, registrant: row.registrant });
  const { timestamp } = await reachingChain(chain, () => chain.client.getBlock({ blockNumber: block }));
  const anchoredAt = new Date(Number(timestamp) * 1000);
  const hash = txHash.toLowerCase();
  const readyToFile = row.filingStatus === "preparing";
  return {
    change: {
      anchorStatus: "anchored",
      revealTx: hash,
      revealBlock: block,
      anchoredAt,
      ...(readyToFile ? { filingStatus: "ready_to_file" } : {}),
    },
    events: [
      { track: "anchor", status: "anchored", byUserId: user.id, detail: hash, at: anchoredAt },
      // The package is ready once the work is anchored: the platform's move, not the artist's.
      ...(readyToFile ? [{ track: "filing" as const, status: "ready_to_file", byUserId: null, detail: null }] : []),
    ],
  };
}

/** Verifies the transaction the registration waits for and records its move. */
export async function confirmAnchor(deps: ConfirmDeps, user: SessionUser, id: string, txHash: Hash): Promise<RegistrationAnswer> {
  const hash = txHash.toLowerCase();
  const found = await ownRegistration(deps.db, user, id);
  if (recorded(found, hash)) return registrationAnswer(deps, found);
  if (await findOtherByTx(deps.db, id, hash)) throw otherRegistrationsTx();
  const row = await settledRegistration(deps, found, await viewFor(deps.chain, [found]));
  const from = row.anchorStatus;
  if (from !== "draft" && from !== "committed") throw nothingToConfirm();
  const move = from === "draft" ? await commitMove(deps, user, row, txHash) : await revealMove(deps, user, row, txHash);
  const moved = await recordMove(deps, id, hash, from, move);
  // Moved on meanwhile by another transaction of its registrant: this one is judged against where it is now.
  if (!moved) return confirmAnchor(deps, user, id, txHash);
  return registrationAnswer(deps, moved);
}
