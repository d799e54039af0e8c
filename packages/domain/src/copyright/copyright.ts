// Copyright Protection Center (SPEC 2, 3, 5 and 9; issue 26): the forms' lists, the files a work
// may be, and the states a registration goes through. Plain data: the forms, the office rule and
// the answers read them.
import { MIB } from "../shared/sizes.ts";

/** SPEC 3: the app page's work types. */
export const APP_WORK_TYPES = ["music", "lyrics", "literary", "visual", "other"] as const;
/** SPEC 3: the studio form's work types (a different list: both are given). */
export const STUDIO_WORK_TYPES = ["music", "sound", "literary", "visual"] as const;
export const WORK_TYPES = ["music", "sound", "lyrics", "literary", "visual", "other"] as const;
export type WorkType = (typeof WORK_TYPES)[number];

/** SPEC 3: where the work is registered; smart-contract by default. */
export const REGISTRATION_TYPES = ["smart-contract", "us-copyright", "both"] as const;
export type RegistrationType = (typeof REGISTRATION_TYPES)[number];
export const DEFAULT_REGISTRATION_TYPE: RegistrationType = "smart-contract";

/** Which of the two forms a registration came from. */
export const REGISTRATION_FORMS = ["studio", "app"] as const;
export type RegistrationForm = (typeof REGISTRATION_FORMS)[number];

export const WORK_TYPE_LABELS: Record<WorkType, string> = {
  music: "Music",
  sound: "Sound recording",
  lyrics: "Lyrics",
  literary: "Literary work",
  visual: "Visual art",
  other: "Other",
};

export const REGISTRATION_TYPE_LABELS: Record<RegistrationType, string> = {
  "smart-contract": "Smart contract (on Base)",
  "us-copyright": "U.S. Copyright Office",
  both: "Both",
};

/** SPEC 5: the files a work may be, checked by their bytes (a renamed file is refused). */
export const WORK_FILE_TYPES = {
  extensions: ["mp3", "wav", "pdf", "doc", "docx", "txt"],
  mimeTypes: [
    "audio/mpeg",
    "audio/wav",
    "audio/x-wav",
    "audio/wave",
    "application/pdf",
    "application/msword",
    "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    "text/plain",
  ],
} as const;
/** A work's file is at most this large, like a track the studio uploads. */
export const WORK_FILE_MAX_BYTES = 100 * MIB;

/** The on-chain anchor: created, committed (the fingerprint hidden), anchored (revealed) or failed. */
export const ANCHOR_STATUSES = ["draft", "committed", "anchored", "failed"] as const;
export type AnchorStatus = (typeof ANCHOR_STATUSES)[number];

/** The filing with the copyright office, which the artist makes and reports. */
export const FILING_STATUSES = ["preparing", "ready_to_file", "filed", "registered", "refused"] as const;
export type FilingStatus = (typeof FILING_STATUSES)[number];

export const ANCHOR_STATUS_LABELS: Record<AnchorStatus, string> = {
  draft: "Draft",
  committed: "Committed",
  anchored: "Anchored",
  failed: "Failed",
};
export const FILING_STATUS_LABELS: Record<FilingStatus, string> = {
  preparing: "Preparing",
  ready_to_file: "Ready to file",
  filed: "Filed",
  registered: "Registered",
  refused: "Refused",
};

/** Whether a registration of this type anchors the fingerprint on chain, and whether it is filed with the office. */
export const anchorsOnChain = (type: RegistrationType): boolean => type !== "us-copyright";
export const filesWithOffice = (type: RegistrationType): boolean => type !== "smart-contract";

/** A SHA-256 fingerprint as the API writes it: 0x and 64 lower-case hex digits. */
export const SHA256_PATTERN = /^0x[0-9a-f]{64}$/;

/** A fingerprint as people paste it (with or without 0x, any case) in the API's form; null if it is none. */
export function normalizeSha256(input: string): `0x${string}` | null {
  const hex = input.trim().toLowerCase().replace(/^0x/, "");
  return /^[0-9a-f]{64}$/.test(hex) ? `0x${hex}` : null;
}

/** The public page that checks a fingerprint against the registry. */
export const verifyPagePath = (sha256: string): string => `/copyright/verify/${sha256}`;

/** Registrations listed per page. */
export const REGISTRATION_PAGE = { default: 20, max: 50 } as const;

/**
 * SPEC 3's optional `copyright` in a track token's metadata `properties`: set when the minter
 * registered the file's bytes and the registration is anchored, so anyone holding the token can
 * check the registration on chain.
 */
export interface CopyrightNftProperty {
  registrationId: string;
  sha256: string;
  chainId: number;
  /** The CopyrightRegistry. */
  contract: string;
  /** The reveal that anchored the fingerprint. */
  txHash: string;
  blockNumber: string;
  verifyUrl: string;
}
