// `POST /api/copyright/registrations`: a work registered from either form. Everything that can
// refuse it (no wallet, a bad form, a file of the wrong type or size, another fingerprint than the
// browser's, a work registered already here or on chain, bytes another account claimed) refuses it
// before anything is recorded; the registration, its claim on the file, the file's private rule and
// its first timeline entries are then written in one transaction.
import { randomBytes } from "node:crypto";
import { toHex } from "viem";
import type { Database } from "@wbe3/db";
import {
  anchorsOnChain,
  AppError,
  CONNECT_TO_REGISTER,
  COPYRIGHT_PRIVATE_ACCESS,
  filesWithOffice,
  OWNER_ACCESS,
  type RegistrationAnswer,
  type SessionUser,
} from "@wbe3/domain";
import type { AppDeps } from "../../deps.ts";
import { retryUniqueLosses } from "../../lib/unique-retry.ts";
import { accessOfFiles, assertFileFree, claimFile, setFileAccess } from "../files/service.ts";
import { registeredOnChain } from "./anchor.ts";
import { alreadyRegistered as duplicate } from "./claim-explainer.ts";
import { registrationAnswer, settledRegistration, viewFor } from "./answer.ts";
import { incomingWork, type IncomingWork } from "./intake.ts";
import { findLiveBySha, insertRegistration, insertRegistrationEvents, type NewRegistrationEvent, type RegistrationRow } from "./repo.ts";

/**
 * Refuses a fingerprint that has a live registration here (one that can no longer be anchored is
 * failed first, which frees it) or that the registry holds already.
 */
async function assertNotRegistered(deps: AppDeps, sha256: string): Promise<void> {
  const found = await findLiveBySha(deps.db, sha256);
  const live = found && (await settledRegistration(deps, found, await viewFor(deps.chain, [found])));
  if (live && live.anchorStatus !== "failed") throw duplicate(live.anchoredAt ?? live.createdAt, sha256);
  const onChain = await registeredOnChain(deps.chain, sha256);
  if (onChain) throw duplicate(new Date(Number(onChain.registeredAt) * 1000), sha256);
}

/** The public metadata the reveal records: the fingerprint, and the title and author only when the registrant publishes them. */
function metadataOf(work: IncomingWork, registrant: string) {
  const { input } = work;
  return {
    sha256: work.sha256,
    workType: input.workType,
    registrant,
    ...(input.publishDetails ? { title: input.title, author: input.author } : {}),
  };
}

/** The first timeline entries: the anchor's draft, the filing preparing (ready at once when nothing is anchored first). */
function firstEvents(row: RegistrationRow, userId: string): NewRegistrationEvent[] {
  const entry = (track: "anchor" | "filing", status: string): NewRegistrationEvent => ({
    registrationId: row.id,
    track,
    status,
    byUserId: userId,
    detail: null,
  });
  return [
    ...(row.anchorStatus ? [entry("anchor", row.anchorStatus)] : []),
    ...(row.filingStatus ? [entry("filing", row.filingStatus)] : []),
  ];
}

async function recordRegistration(
  tx: Database,
  user: SessionUser,
  values: { work: IncomingWork; registrant: string; metadataCid: string | null },
): Promise<RegistrationRow> {
  const { work, registrant, metadataCid } = values;
  const { input, file } = work;
  const anchored = anchorsOnChain(input.registrationType);
  const row = await insertRegistration(tx, {
    ...input,
    userId: user.id,
    sha256: work.sha256,
    fileCid: file.cid,
    fileName: file.name,
    fileBytes: file.bytes,
    fileMime: file.mimeType,
    registrant,
    salt: toHex(randomBytes(32)),
    metadataCid,
    anchorStatus: anchored ? "draft" : null,
    filingStatus: filesWithOffice(input.registrationType) ? (anchored ? "preparing" : "ready_to_file") : null,
  });
  await claimFile(tx, { cid: file.cid, userId: user.id, area: "copyright" });
  // Kept private from its first byte; but bytes the registrant already published or gated through
  // another area (a released track) keep that area's rule: registering a work does not unpublish it.
  const current = (await accessOfFiles(tx, [file.cid])).get(file.cid) ?? OWNER_ACCESS;
  if (current === OWNER_ACCESS) await setFileAccess(tx, { cids: [file.cid], rule: COPYRIGHT_PRIVATE_ACCESS, by: user.id });
  await insertRegistrationEvents(tx, firstEvents(row, user.id));
  return row;
}

/**
 * Registers the work the request brings for `user`, from their wallet. Two requests with the same
 * bytes at once: one records, the other loses the fingerprint's unique index and, asking again,
 * is told the work is registered.
 */
export async function registerWork(deps: AppDeps, user: SessionUser, request: Request): Promise<RegistrationAnswer> {
  const registrant = user.walletAddress?.toLowerCase();
  if (!registrant) throw new AppError("conflict", CONNECT_TO_REGISTER, { reason: "wallet_needed" });
  const work = await incomingWork(deps, user, request, async ({ cid, sha256 }) => {
    await assertNotRegistered(deps, sha256);
    await assertFileFree(deps.db, cid, user.id);
  });
  const row = await retryUniqueLosses(3, async () => {
    await assertNotRegistered(deps, work.sha256);
    const metadataCid = anchorsOnChain(work.input.registrationType)
      ? (await deps.contentStore.putJson(metadataOf(work, registrant), user.id)).ipfsHash
      : null;
    return deps.db.transaction((tx) => recordRegistration(tx, user, { work, registrant, metadataCid }));
  });
  return registrationAnswer(deps, row);
}
