import { z } from "zod";
import { walletCallAnswer } from "../commerce/answers.ts";
import { ANCHOR_STATUSES, FILING_STATUSES, REGISTRATION_FORMS, REGISTRATION_TYPES, WORK_TYPES } from "./copyright.ts";

const hex = z.templateLiteral(["0x", z.string()]);

/** The work's file as stored by the copyright area (never public). */
export const workFileAnswer = z.object({ cid: z.string(), name: z.string(), bytes: z.number(), mimeType: z.string() });

/** The fingerprint anchored on chain: where, by which transactions, and when. */
export const anchorAnswer = z.object({
  status: z.enum(ANCHOR_STATUSES),
  chainId: z.number(),
  contract: z.string(),
  commitTx: hex.nullable(),
  revealTx: hex.nullable(),
  /** The block the reveal was mined in, and its time (ISO 8601): the registration's proof. */
  blockNumber: z.string().nullable(),
  anchoredAt: z.string().nullable(),
  /** The metadata document the registry records (ipfs://…). */
  metadataUri: z.string().nullable(),
  /** The last block a reveal is accepted in, once committed. */
  revealUntilBlock: z.string().nullable(),
  /** Why it failed (the window passed, another registrant revealed the fingerprint first). */
  failure: z.string().nullable(),
});

export const officeApplicationAnswer = z.object({
  kind: z.enum(["single", "standard"]),
  name: z.string(),
  feeUsd: z.number(),
  reasons: z.array(z.string()),
});

/** The filing with the copyright office, as the artist reports it. */
export const filingAnswer = z.object({
  status: z.enum(FILING_STATUSES),
  application: officeApplicationAnswer,
  serviceRequestNumber: z.string().nullable(),
  certificateNumber: z.string().nullable(),
  refusalReason: z.string().nullable(),
});

/** One recorded step: who moved it (null: the platform, from the chain) and when. */
export const timelineEntryAnswer = z.object({
  track: z.enum(["anchor", "filing"]),
  status: z.string(),
  at: z.string(),
  by: z.string().nullable(),
  detail: z.string().nullable(),
});

export const registrationAnswer = z.object({
  id: z.string(),
  form: z.enum(REGISTRATION_FORMS),
  title: z.string(),
  author: z.string(),
  pseudonym: z.string().nullable(),
  yearCreated: z.number().nullable(),
  workType: z.enum(WORK_TYPES),
  description: z.string(),
  claimant: z.string(),
  registrationType: z.enum(REGISTRATION_TYPES),
  madeForHire: z.boolean(),
  publishDetails: z.boolean(),
  sha256: hex,
  registrant: z.string(),
  file: workFileAnswer,
  /** Null for a registration filed with the office only. */
  anchor: anchorAnswer.nullable(),
  /** Null for a registration on chain only. */
  filing: filingAnswer.nullable(),
  timeline: z.array(timelineEntryAnswer),
  /** The transactions the registrant sends next (commit, then reveal); null when none is pending. */
  next: z.object({ step: z.enum(["commit", "reveal"]), calls: z.array(walletCallAnswer) }).nullable(),
  createdAt: z.string(),
});
export type RegistrationAnswer = z.output<typeof registrationAnswer>;

/** A page of registrations, newest first; `nextOffset` asks for the next page (null: none). */
export const registrationListAnswer = z.object({ registrations: z.array(registrationAnswer), nextOffset: z.number().int().nullable() });
export type RegistrationList = z.output<typeof registrationListAnswer>;

/** `GET /api/copyright/verify/:sha256`: read from the registry contract and its event, not only our records. */
export const verificationAnswer = z.object({
  sha256: hex,
  registered: z.boolean(),
  chainId: z.number(),
  contract: z.string(),
  registrant: z.string().nullable(),
  registeredAt: z.string().nullable(),
  blockNumber: z.string().nullable(),
  txHash: hex.nullable(),
  metadataUri: z.string().nullable(),
  /** What the registrant chose to publish (title and author), when they did. */
  published: z.object({ title: z.string(), author: z.string(), workType: z.enum(WORK_TYPES) }).nullable(),
});
export type VerificationAnswer = z.output<typeof verificationAnswer>;

/** The certificate's JSON twin (the PDF says the same, with a QR to the verify page). */
export const certificateAnswer = z.object({
  registrationId: z.string(),
  work: z.object({ title: z.string(), workType: z.enum(WORK_TYPES), yearCreated: z.number().nullable() }),
  author: z.string(),
  claimant: z.string(),
  sha256: hex,
  metadataCid: z.string(),
  registrant: z.string(),
  chainId: z.number(),
  contract: z.string(),
  txHash: hex,
  blockNumber: z.string(),
  blockTime: z.string(),
  verifyUrl: z.string(),
  howToVerify: z.array(z.string()),
});
export type CertificateAnswer = z.output<typeof certificateAnswer>;
