// What the copyright screens say (issue 26): a registration's progress through its commit and
// reveal, the lists, the filing report and the public verify page. The server's refusals are in
// messages.ts; these are the web's own words.
import type { AnchorStatus } from "./copyright.ts";

/** Where a registration is while the browser drives it: fingerprint, upload, commit, wait, reveal. */
export const REGISTRATION_STAGES = {
  fingerprinting: "Computing the file's SHA-256 fingerprint in your browser…",
  uploading: "Uploading the work…",
  commit: "Confirm the commit in your wallet: it records the fingerprint hidden, so nobody can copy it before it is yours.",
  wait: "Committed. The reveal opens one block after the commit: waiting for it…",
  reveal: "Confirm the reveal in your wallet: it anchors the fingerprint under your wallet.",
} as const;
export type RegistrationStage = keyof typeof REGISTRATION_STAGES;

export const registrationAnchored = (title: string, block: string): string => `“${title}” is anchored on chain in block ${block}.`;
export const registrationRecorded = (title: string): string =>
  `“${title}” is registered. Prepare its filing from Track Status: the platform does not file on your behalf.`;
export const registrationStopped = (title: string, anchor: AnchorStatus): string =>
  anchor === "failed"
    ? `“${title}” could not be anchored.`
    : `“${title}” is saved (${anchor === "draft" ? "not committed yet" : "committed"}). Continue it from Track Status.`;
export const REVEAL_STILL_WAITING = "The reveal is not open yet. Continue it from Track Status in a moment.";

/** The button that sends a registration's next transaction. */
export const CONTINUE_REGISTRATION = { commit: "Continue: send the commit", reveal: "Continue: send the reveal" } as const;

export const NO_REGISTRATIONS = "No registrations yet. Register a work to see it here.";
export const NO_ANCHORED_WORKS = "No anchored works yet. A work can be minted once its fingerprint is anchored on chain.";
/** The Mint NFT tab: what adding a work does. */
export const MINT_REGISTERED_WORK_HINT =
  "An anchored audio work goes to the studio's mint cart with its price; mint it from the Mint tab (with the mint fee), and its token's metadata carries the registration.";
/** A registered work the studio cannot mint as a track (text, a document). */
export const MINT_AUDIO_ONLY = "Only audio works (MP3 or WAV) can be minted as tracks.";
export const addedToMintCart = (title: string): string => `“${title}” is in the mint cart.`;

export const filingReported = (status: string): string => `Filing updated: ${status}.`;

export const VERIFY_REGISTERED = "This fingerprint is registered on the registry.";
export const VERIFY_CHECK_YOURSELF = "Check it yourself";
export const FILE_MATCHES = "Your file's SHA-256 is this fingerprint: they are the same bytes.";
export const FILE_DIFFERS = "Your file's SHA-256 is not this fingerprint: they are not the same bytes.";
export const FILE_UNREADABLE = "Your browser could not read that file. Choose it again.";
