import { z } from "zod";
import { FILL_ALL_FIELDS } from "../shared/messages.ts";
import { SELECTABLE_ROLES, SIGNUP_ROLES } from "../roles/roles.ts";
import { textField, wellFormedText } from "../shared/text.ts";

export const SESSION_LIFETIME_MS = 24 * 60 * 60 * 1000;

export const PASSWORD_LIMITS = { min: 10, max: 128 } as const;
export const EMAIL_MAX_LENGTH = 254;
export const NAME_MAX_LENGTH = 80;
/** Bounds on what a sign-in request may carry, so a hostile body costs us nothing. */
export const SIWE_LIMITS = { messageMax: 2048, signatureMax: 20_000, nonceTtlMs: 10 * 60 * 1000 } as const;
export const EMAIL_TOKEN_TTL_MS = { verify: 48 * 60 * 60 * 1000, reset: 60 * 60 * 1000 } as const;
/**
 * Link mails (verification, reset) one address receives per window, whoever asks: a stranger
 * cannot flood someone's mailbox from many client addresses.
 */
export const LINK_MAIL_LIMIT = { perAddress: 3, windowMs: 60 * 60 * 1000 } as const;

/**
 * The form in which e-mails are compared (configured roles, limits): Unicode NFC, no surrounding
 * space, lower case. Stored e-mails keep what the user typed; the database compares them citext.
 */
export function normalizeEmail(email: string): string {
  return email.normalize("NFC").trim().toLowerCase();
}

// A short list of the passwords attackers try first; length does the rest of the work.
const COMMON_PASSWORDS = new Set([
  "password",
  "password1",
  "password12",
  "password123",
  "123456789",
  "1234567890",
  "12345678910",
  "qwertyuiop",
  "qwerty1234",
  "iloveyou12",
  "letmein123",
  "welcome123",
  "admin12345",
  "abcdefghij",
  "1q2w3e4r5t",
  "passw0rd12",
  "football12",
  "baseball12",
  "sunshine12",
  "princess12",
]);

/**
 * Why a password is too weak, in words a person can act on; empty when it is fine.
 * The e-mail's local part and the name may not be the password's core.
 */
export function passwordWeaknesses(password: string, context: { email?: string; name?: string } = {}): string[] {
  const reasons: string[] = [];
  if (password.length < PASSWORD_LIMITS.min) reasons.push(`Use at least ${PASSWORD_LIMITS.min} characters.`);
  if (password.length > PASSWORD_LIMITS.max) reasons.push(`Use at most ${PASSWORD_LIMITS.max} characters.`);
  const lower = password.toLowerCase();
  if (COMMON_PASSWORDS.has(lower)) reasons.push("This password is too common; choose another.");
  if (password.length >= 1 && new Set(password).size <= 2) reasons.push("Use more than two different characters.");
  const personal = [context.email?.split("@")[0], context.name].filter((part): part is string => Boolean(part && part.length >= 4));
  if (personal.some((part) => lower.includes(part.toLowerCase()))) reasons.push("Do not use your name or e-mail in the password.");
  return reasons;
}

const requiredText = (label: string, max: number) =>
  z
    .string({ error: FILL_ALL_FIELDS })
    .refine(...wellFormedText(label))
    .trim()
    .min(1, FILL_ALL_FIELDS)
    .max(max, `Use at most ${max} characters.`);
const email = requiredText("Email", EMAIL_MAX_LENGTH).pipe(z.email("Enter a valid e-mail address."));
/** A new password: a broken character would be hashed as "�", so two different passwords would be one. */
const newPassword = z
  .string({ error: FILL_ALL_FIELDS })
  .min(1, FILL_ALL_FIELDS)
  .refine(...wellFormedText("Password"));

export const loginSchema = z.object({
  email,
  password: z.string({ error: FILL_ALL_FIELDS }).min(1, FILL_ALL_FIELDS).max(PASSWORD_LIMITS.max),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const signupSchema = z
  .object({
    email,
    password: newPassword,
    name: textField({
      label: "Name",
      max: NAME_MAX_LENGTH,
      tooLong: `Use at most ${NAME_MAX_LENGTH} characters.`,
      required: FILL_ALL_FIELDS,
    }),
    role: z.enum(SIGNUP_ROLES, { error: "Choose Fan or Artist." }),
  })
  .superRefine((value, ctx) => {
    const reasons = passwordWeaknesses(value.password, value);
    if (reasons.length > 0) ctx.addIssue({ code: "custom", path: ["password"], message: `Password is too weak: ${reasons.join(" ")}` });
  });
export type SignupInput = z.infer<typeof signupSchema>;

export const siweRequestSchema = z.object({
  message: z.string().min(1).max(SIWE_LIMITS.messageMax, "The sign-in message is too long."),
  signature: z
    .string()
    .regex(/^0x[0-9a-fA-F]+$/, "The signature must be hex.")
    .max(SIWE_LIMITS.signatureMax, "The signature is too long."),
  /** Required for a wallet sign-in; absent when a signed-in account links a wallet. */
  role: z.enum(SELECTABLE_ROLES, { error: "Please select your role" }).optional(),
});
export type SiweRequest = z.infer<typeof siweRequestSchema>;

export const emailTokenSchema = z.object({ token: z.string().min(16).max(200) });
export const passwordResetRequestSchema = z.object({ email });
export const verificationResendSchema = z.object({ email });
export const passwordResetSchema = z.object({ token: z.string().min(16).max(200), password: newPassword }).superRefine((value, ctx) => {
  const reasons = passwordWeaknesses(value.password);
  if (reasons.length > 0) ctx.addIssue({ code: "custom", path: ["password"], message: `Password is too weak: ${reasons.join(" ")}` });
});
