/** HoneyBank's texts; the wallet's two of SPEC §8 (WALLET_CREATED, WALLET_CREATE_FAILED) are in shared/messages.ts. */
export const WALLET_EXISTS = "You already have a HoneyBank wallet.";
export const WALLET_NOT_CREATED = "Create your HoneyBank wallet first.";
export const PHONE_INVALID = "Enter a valid phone number with its country code, e.g. +1 202 555 0143.";
export const REFERRAL_CODE_UNKNOWN = "That referral code does not exist. Check it with whoever shared it, or leave it empty.";
export const SANDBOX_ISSUANCE_NOTE = "Sandbox starting balance";
export const IDEMPOTENCY_KEY_REQUIRED = "This request needs an Idempotency-Key header (a new random value per action).";
export const IDEMPOTENCY_KEY_REUSED = "This Idempotency-Key was already used for a different request.";
export const SIGN_IN_FOR_HONEYBANK = "Sign in to create or open your HoneyBank wallet: use Sign in at the top of the page.";
export const QUOTE_NOT_FOUND = "That quote does not exist.";
export const QUOTE_EXPIRED = "That price has expired: ask for a new quote.";
export const QUOTE_USED = "That quote was already carried out.";
export const TOO_SMALL_TO_TRADE = "That amount is too small: after the fee it buys nothing.";
