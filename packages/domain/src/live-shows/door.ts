import { z } from "zod";
import { normalizeEmail } from "../auth/auth.ts";
import { isAddressLike, normalizeAddress } from "../chain/address.ts";
import { invalidAddress } from "../chain/messages.ts";
import { CHECK_IN_CODE_MAX_LENGTH } from "./check-in.ts";
import { CHECK_IN_CODE_INVALID, DOOR_STAFF_EMAIL_INVALID, doorStaffTooMany } from "./messages.ts";

/**
 * The door of a show (decision 0034): who may check tickets in, and what a scan sends. The show's
 * artist names door staff by wallet or e-mail; a signed-in account is door staff when its wallet is
 * named, or its verified e-mail is.
 */

/** How many wallets, and how many e-mails, a show's door staff list may name. */
export const DOOR_STAFF_MAX = 50;

/** The door-staff list of a show's answers ("wallet" rows are checksummed, e-mails normalised). */
export const DOOR_STAFF_KINDS = ["wallet", "email"] as const;
export type DoorStaffKind = (typeof DOOR_STAFF_KINDS)[number];

const staffWallet = z
  .string({ error: (issue) => invalidAddress(String(issue.input)) })
  .trim()
  .refine(isAddressLike, { error: (issue) => invalidAddress(String(issue.input)) })
  .transform((wallet) => normalizeAddress(wallet));

const staffEmail = z
  .string({ error: DOOR_STAFF_EMAIL_INVALID })
  .trim()
  .max(254, DOOR_STAFF_EMAIL_INVALID)
  .pipe(z.email(DOOR_STAFF_EMAIL_INVALID))
  .transform(normalizeEmail);

/** The same wallet or e-mail twice is one entry: kept once, where it first appears. */
const once = <T>(values: T[]): T[] => [...new Set(values)];

/** `PUT /api/shows/:id/verifiers`: the whole list, replacing the one before (empty lists: only the artist). */
export const doorStaffSchema = z.object({
  wallets: z
    .array(staffWallet, { error: doorStaffTooMany("wallets", DOOR_STAFF_MAX) })
    .max(DOOR_STAFF_MAX, doorStaffTooMany("wallets", DOOR_STAFF_MAX))
    .transform(once),
  emails: z
    .array(staffEmail, { error: doorStaffTooMany("e-mails", DOOR_STAFF_MAX) })
    .max(DOOR_STAFF_MAX, doorStaffTooMany("e-mails", DOOR_STAFF_MAX))
    .transform(once),
});
export type DoorStaff = z.output<typeof doorStaffSchema>;

/** `POST /api/shows/:id/check-ins`: the code the holder's screen shows, as scanned or pasted. */
export const checkInBodySchema = z.object({
  code: z
    .string({ error: CHECK_IN_CODE_INVALID })
    .trim()
    .min(1, CHECK_IN_CODE_INVALID)
    .max(CHECK_IN_CODE_MAX_LENGTH, CHECK_IN_CODE_INVALID),
});
export type CheckInBody = z.output<typeof checkInBodySchema>;

/** Check-ins `GET /api/shows/:id/check-ins` lists, newest first; the counts cover them all. */
export const CHECK_IN_LIST_MAX = 200;
