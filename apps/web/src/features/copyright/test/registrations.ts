import { encodeFunctionData, keccak256, toHex } from "viem";
import { copyrightRegistryAbi } from "@wbe3/contracts";
import type { RegistrationAnswer, VerificationAnswer } from "@wbe3/domain";
import { TEST_CONFIG } from "@/test/fake-api";

export const REGISTRY = TEST_CONFIG.contracts.CopyrightRegistry;
export const SHA = `0x${"ab".repeat(32)}` as const;
export const COMMIT_TX = `0x${"c1".repeat(32)}` as const;
export const REVEAL_TX = `0x${"e2".repeat(32)}` as const;

export const COMMIT_DATA = encodeFunctionData({
  abi: copyrightRegistryAbi,
  functionName: "commit",
  args: [keccak256(toHex("commitment"))],
});
export const REVEAL_DATA = encodeFunctionData({
  abi: copyrightRegistryAbi,
  functionName: "reveal",
  args: [SHA, keccak256(toHex("salt")), "ipfs://bafkreimetadata"],
});

const call = (data: `0x${string}`) => ({ to: REGISTRY, data, value: "0x0" as const });

/** A registration as the server answers it; a fresh draft on chain unless told otherwise. */
export function sampleRegistration(overrides: Partial<RegistrationAnswer> = {}): RegistrationAnswer {
  return {
    id: "reg-1",
    form: "studio",
    title: "Golden Hour",
    author: "Nova Reign",
    pseudonym: null,
    yearCreated: 2024,
    workType: "music",
    description: "",
    claimant: "Nova Reign",
    registrationType: "smart-contract",
    madeForHire: false,
    publishDetails: false,
    sha256: SHA,
    registrant: "0x0000000000000000000000000000000000000005",
    file: { cid: "bafkreiwork", name: "golden-hour.wav", bytes: 44, mimeType: "audio/wav" },
    anchor: {
      status: "draft",
      chainId: TEST_CONFIG.chainId,
      contract: REGISTRY,
      commitTx: null,
      revealTx: null,
      blockNumber: null,
      anchoredAt: null,
      metadataUri: null,
      revealUntilBlock: null,
      failure: null,
    },
    filing: null,
    timeline: [{ track: "anchor", status: "draft", at: "2026-03-06T10:00:00.000Z", by: "user-1", detail: null }],
    next: { step: "commit", calls: [call(COMMIT_DATA)] },
    createdAt: "2026-03-06T10:00:00.000Z",
    ...overrides,
  };
}

/** The same registration committed: the reveal open (`reveal`) or not yet. */
export function committed(registration: RegistrationAnswer, { reveal }: { reveal: boolean }): RegistrationAnswer {
  return {
    ...registration,
    anchor: registration.anchor && { ...registration.anchor, status: "committed", commitTx: COMMIT_TX, revealUntilBlock: "40" },
    next: reveal ? { step: "reveal", calls: [call(REVEAL_DATA)] } : null,
  };
}

export function anchored(registration: RegistrationAnswer): RegistrationAnswer {
  return {
    ...registration,
    anchor: registration.anchor && {
      ...registration.anchor,
      status: "anchored",
      commitTx: COMMIT_TX,
      revealTx: REVEAL_TX,
      blockNumber: "18",
      anchoredAt: "2026-03-06T10:01:00.000Z",
      metadataUri: "ipfs://bafkreimetadata",
    },
    next: null,
  };
}

/** A registration filed with the office only, its package ready to file. */
export function officeOnly(overrides: Partial<RegistrationAnswer> = {}): RegistrationAnswer {
  return sampleRegistration({
    id: "reg-office",
    registrationType: "us-copyright",
    anchor: null,
    next: null,
    filing: {
      status: "ready_to_file",
      application: { kind: "single", name: "Single Application", feeUsd: 45, reasons: [] },
      serviceRequestNumber: null,
      certificateNumber: null,
      refusalReason: null,
    },
    timeline: [
      { track: "filing", status: "preparing", at: "2026-03-06T10:00:00.000Z", by: null, detail: null },
      { track: "filing", status: "ready_to_file", at: "2026-03-06T10:00:01.000Z", by: null, detail: null },
    ],
    ...overrides,
  });
}

export function verification(overrides: Partial<VerificationAnswer> = {}): VerificationAnswer {
  return {
    sha256: SHA,
    registered: true,
    chainId: TEST_CONFIG.chainId,
    contract: REGISTRY,
    registrant: "0x0000000000000000000000000000000000000005",
    registeredAt: "2026-03-06T10:01:00.000Z",
    blockNumber: "18",
    txHash: REVEAL_TX,
    metadataUri: "ipfs://bafkreimetadata",
    published: { title: "Golden Hour", author: "Nova Reign", workType: "music" },
    ...overrides,
  };
}

/** The SHA-256 of bytes, by the browser's own Web Crypto (not the code under test). */
export async function webCryptoSha256(bytes: Uint8Array<ArrayBuffer>): Promise<`0x${string}`> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  return `0x${Array.from(digest, (byte) => byte.toString(16).padStart(2, "0")).join("")}`;
}
