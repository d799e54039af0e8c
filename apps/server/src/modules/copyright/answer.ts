// A registration as the API answers it, after bringing its anchor up to date with the chain: a
// commit whose reveal window passed, or a fingerprint another wallet anchored first, is failed.
import type { Database } from "@wbe3/db";
import {
  officeApplication,
  REVEAL_WINDOW_PASSED,
  verifyPagePath,
  workAlreadyRegistered,
  type RegistrationAnswer,
  type AnchorStatus,
} from "@wbe3/domain";
import type { Chain } from "../../adapters/chain/chain-client.ts";
import { chainView, dayOf, metadataUriOf, nextStep, registeredOnChain, revealUntil, revealWindowPassed, type ChainView } from "./anchor.ts";
import {
  findEventsOf,
  insertRegistrationEvents,
  lockRegistration,
  updateRegistration,
  type RegistrationEventRow,
  type RegistrationRow,
} from "./repo.ts";

type AnswerDeps = { db: Database; chain: Chain };

const pending = (status: AnchorStatus | null) => status === "draft" || status === "committed";

/** Why a draft or committed registration can no longer be anchored, or null while it can. */
async function lostAnchor(chain: Chain, row: RegistrationRow, view: ChainView): Promise<string | null> {
  const onChain = await registeredOnChain(chain, row.sha256);
  // Revealed by its registrant (in time: the registry took it) and not confirmed yet: not lost.
  if (onChain) {
    if (onChain.registrant === row.registrant) {
      view.revealed.add(row.id);
      return null;
    }
    return workAlreadyRegistered(dayOf(new Date(Number(onChain.registeredAt) * 1000)), verifyPagePath(row.sha256));
  }
  if (row.anchorStatus === "committed" && row.commitBlock !== null && revealWindowPassed(row.commitBlock, view)) {
    return REVEAL_WINDOW_PASSED;
  }
  return null;
}

/**
 * The registration with its anchor brought up to date: failed (by the platform, with the reason)
 * when it can no longer be anchored. Recorded once: a move made meanwhile by a confirmation or
 * another read is kept.
 */
export async function settledRegistration(deps: AnswerDeps, row: RegistrationRow, view: ChainView | null): Promise<RegistrationRow> {
  if (!pending(row.anchorStatus) || !view) return row;
  const failure = await lostAnchor(deps.chain, row, view);
  if (failure === null) return row;
  return deps.db.transaction(async (tx) => {
    const locked = await lockRegistration(tx, row.id);
    if (!locked || locked.anchorStatus !== row.anchorStatus || locked.commitTx !== row.commitTx) return locked ?? row;
    const failed = await updateRegistration(tx, row.id, { anchorStatus: "failed", failure });
    await insertRegistrationEvents(tx, [{ registrationId: row.id, track: "anchor", status: "failed", byUserId: null, detail: failure }]);
    return failed;
  });
}

/** The chain's view when any of these registrations depends on it, else null (no chain read). */
export async function viewFor(chain: Chain, rows: readonly RegistrationRow[]): Promise<ChainView | null> {
  return rows.some((row) => pending(row.anchorStatus)) ? chainView(chain) : null;
}

const hex = (value: string | null) => value as `0x${string}` | null;

/** The answer of one registration whose timeline is `events`. */
export function registrationAnswerOf(
  chain: Chain,
  row: RegistrationRow,
  events: readonly RegistrationEventRow[],
  view: ChainView | null,
): RegistrationAnswer {
  const anchor: RegistrationAnswer["anchor"] =
    row.anchorStatus === null
      ? null
      : {
          status: row.anchorStatus,
          chainId: chain.chainId,
          contract: chain.contracts.CopyrightRegistry,
          commitTx: hex(row.commitTx),
          revealTx: hex(row.revealTx),
          blockNumber: row.revealBlock?.toString() ?? null,
          anchoredAt: row.anchoredAt?.toISOString() ?? null,
          metadataUri: row.metadataCid ? metadataUriOf(row.metadataCid) : null,
          revealUntilBlock: row.commitBlock !== null && view ? revealUntil(row.commitBlock, view).toString() : null,
          failure: row.failure,
        };
  const filing: RegistrationAnswer["filing"] =
    row.filingStatus === null
      ? null
      : {
          status: row.filingStatus,
          application: officeApplication(row),
          serviceRequestNumber: row.serviceRequestNumber,
          certificateNumber: row.certificateNumber,
          refusalReason: row.refusalReason,
        };
  return {
    id: row.id,
    form: row.form,
    title: row.title,
    author: row.author,
    pseudonym: row.pseudonym,
    yearCreated: row.yearCreated,
    workType: row.workType,
    description: row.description,
    claimant: row.claimant,
    registrationType: row.registrationType,
    madeForHire: row.madeForHire,
    publishDetails: row.publishDetails,
    sha256: row.sha256 as `0x${string}`,
    registrant: row.registrant,
    file: { cid: row.fileCid, name: row.fileName, bytes: row.fileBytes, mimeType: row.fileMime },
    anchor,
    filing,
    timeline: events.map((event) => ({
      track: event.track,
      status: event.status,
      at: event.at.toISOString(),
      by: event.byUserId,
      detail: event.detail,
    })),
    next: nextStep(chain, row, view),
    createdAt: row.createdAt.toISOString(),
  };
}

/** These registrations brought up to date and answered, in the same order (one chain view, one timeline query). */
export async function registrationAnswers(deps: AnswerDeps, rows: readonly RegistrationRow[]): Promise<RegistrationAnswer[]> {
  const view = await viewFor(deps.chain, rows);
  const settled = await Promise.all(rows.map((row) => settledRegistration(deps, row, view)));
  const timelines = await findEventsOf(
    deps.db,
    settled.map((row) => row.id),
  );
  return settled.map((row) => registrationAnswerOf(deps.chain, row, timelines.get(row.id) ?? [], view));
}

export async function registrationAnswer(deps: AnswerDeps, row: RegistrationRow): Promise<RegistrationAnswer> {
  const [answer] = await registrationAnswers(deps, [row]);
  if (!answer) throw new Error("no answer for the registration");
  return answer;
}
