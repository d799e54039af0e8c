import { isValidPhoneNumber, parsePhoneNumberFromString } from "libphonenumber-js/min";
import { z } from "zod";
import { normalizeEmail } from "../auth/auth.ts";
import { FILL_REQUIRED_FIELDS } from "../shared/messages.ts";
import { PHONE_INVALID } from "./messages.ts";

/** What a referral code looks like: 8 letters and digits without look-alikes (no I, L, O, U, 0, 1). */
export const REFERRAL_CODE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTVWXYZ";
export const REFERRAL_CODE_LENGTH = 8;

/** A number as written, in E.164 (+ and digits) when it is a valid number; null otherwise. A number without a country code is read as a US one. */
export function normalizePhone(value: string): string | null {
  const trimmed = value.trim();
  if (!isValidPhoneNumber(trimmed, "US")) return null;
  return parsePhoneNumberFromString(trimmed, "US")?.number ?? null;
}

const required = z.string({ error: FILL_REQUIRED_FIELDS }).trim().min(1, FILL_REQUIRED_FIELDS);

/** HoneyBank's wallet creation form (SPEC §3): e-mail, phone, and an optional referral code. */
export const walletCreationSchema = z.object({
  email: required.max(254, "Use at most 254 characters.").pipe(z.email("Enter a valid e-mail address.")).transform(normalizeEmail),
  phone: required.max(40, PHONE_INVALID).transform((value, ctx) => {
    const phone = normalizePhone(value);
    if (!phone) ctx.addIssue({ code: "custom", message: PHONE_INVALID });
    return phone ?? z.NEVER;
  }),
  referralCode: z
    .string()
    .trim()
    .toUpperCase()
    .max(REFERRAL_CODE_LENGTH * 2)
    .optional()
    .transform((value) => (value ? value : undefined)),
});
export type WalletCreation = z.output<typeof walletCreationSchema>;
export type WalletCreationInput = z.input<typeof walletCreationSchema>;
