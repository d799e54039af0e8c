// Copyright registration. SPEC 5 and 8 texts are exact; the rest say what happened and what to do.
import { FILL_REQUIRED_FIELDS } from "../shared/messages.ts";
import { sizeLabel } from "../shared/sizes.ts";

/** SPEC 5: both forms' required fields. */
export const COPYRIGHT_REQUIRED_FIELDS = FILL_REQUIRED_FIELDS;
/** SPEC 8: a registration that could not be submitted. */
export const COPYRIGHT_SUBMIT_FAILED = "Failed to submit registration";
export const COPYRIGHT_SUBMITTED = "Registration created: confirm the commit in your wallet.";

// Fields
export const copyrightFieldTooLong = (field: string, max: number): string => `${field} must be at most ${max} characters.`;
export const WORK_TYPE_UNKNOWN_STUDIO = "Choose a work type: music, sound, literary or visual.";
export const WORK_TYPE_UNKNOWN_APP = "Choose a work type: music, lyrics, literary, visual or other.";
export const REGISTRATION_TYPE_UNKNOWN = "Choose where to register: smart-contract, us-copyright or both.";
export const REGISTRATION_FORM_UNKNOWN = "Say which form this is: studio or app.";
export const yearCreatedRange = (max: number): string => `Year created must be a year from 1800 to ${max}.`;
export const YES_NO_INVALID = "Answer yes or no: true or false.";
export const SHA256_INVALID = "A SHA-256 fingerprint is 64 hexadecimal digits (0x optional).";
export const WORK_FILE_REQUIRED = "Choose the work's file: MP3, WAV, PDF, DOC, DOCX or TXT.";
export const workFileTooLarge = (max: number): string => `The work's file is larger than ${sizeLabel(max)}.`;
export const SHA256_MISMATCH =
  "The file's SHA-256 fingerprint is not the one your browser computed: the upload was changed on the way. Please upload it again.";
export const WORK_CID_NOT_YOURS = "That file was not uploaded by you as a copyright work. Upload it with the form.";
export const CONNECT_TO_REGISTER = "Connect a wallet to your account to register a work: the registration is recorded from it.";

/** A fingerprint someone registered already, here or on chain: nothing was recorded or charged. */
export const workAlreadyRegistered = (date: string, verifyPath: string): string =>
  `This work was already registered on ${date}. See ${verifyPath}.`;

// The anchor (commit, then reveal)
export const REGISTRATION_NOT_FOUND = "No registration found with that id.";
export const NOTHING_TO_CONFIRM = "This registration has no transaction to confirm: it is anchored, failed, or not registered on chain.";
export const COMMIT_TX_FAILED = "That commit failed on chain: nothing was recorded.";
export const REVEAL_TX_FAILED = "That reveal failed on chain: the work is not anchored yet.";
export const commitNotConfirmed = (has: number): string =>
  `The commit has ${has} ${has === 1 ? "confirmation" : "confirmations"} so far. Try again in a moment.`;
export const revealNotConfirmed = (has: number): string =>
  `The reveal has ${has} ${has === 1 ? "confirmation" : "confirmations"} so far. Try again in a moment.`;
export const NOT_THIS_COMMIT = "That transaction committed no fingerprint of this registration on the platform's registry.";
export const NOT_THIS_REVEAL = "That transaction anchored no fingerprint of this registration on the platform's registry.";
export const COMMIT_BY_OTHER_WALLET = "That commit was sent from another wallet than the registration's.";
export const TX_FOR_OTHER_REGISTRATION = "That transaction is recorded for another registration.";
export const REVEAL_TOO_EARLY = "The reveal opens one block after the commit's. Try again in a moment.";
export const NO_COMMITMENT_ON_CHAIN = "The registry holds no commitment of this work from your wallet: send the commit first.";
export const COMMITMENT_PENDING = "This commitment is already on the registry, waiting for its reveal.";
export const REVEAL_WINDOW_PASSED = "The time to reveal this commit has passed. Register the work again to start over.";

// The filing, as the artist reports it
export const FILING_NOT_TRACKED = "This registration is not filed with the copyright office (its type is smart-contract).";
export const filingMoveRefused = (from: string, to: string): string => `A filing that is ${from} cannot become ${to}.`;
export const FILING_STATUS_UNKNOWN = "Choose what happened: filed, registered or refused.";
export const SERVICE_REQUEST_INVALID = "Enter the service request number the copyright office gave you, such as 1-1234567890.";
export const CERTIFICATE_NUMBER_INVALID = "Enter the certificate's registration number, such as SR 1-234-567 or TX 9-876-543.";
export const REFUSAL_REASON_REQUIRED = "Say why the office refused the registration (at most 500 characters).";
export const FILING_NOT_READY = "The filing package is ready once the work is anchored.";

// Certificate and verification
export const CERTIFICATE_NOT_READY = "The certificate is issued once the work is anchored on chain.";
export const NOT_REGISTERED = "No work with this fingerprint is registered on the registry.";
