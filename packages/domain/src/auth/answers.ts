import { z } from "zod";
import { ROLES } from "../roles/roles.ts";

export const PENDING_ROLES = ["admin", "privileged"] as const;
export type PendingRole = (typeof PENDING_ROLES)[number];

/**
 * The signed-in user as the server describes them to the browser. Their membership is not here:
 * it is derived from their orders, so `GET /api/tiers/me` answers it (decision 0019).
 */
export const sessionUserAnswer = z.object({
  id: z.string(),
  email: z.string().nullable(),
  name: z.string().nullable(),
  walletAddress: z.string().nullable(),
  role: z.enum(ROLES).nullable(),
  emailVerified: z.boolean(),
  /** A configured privileged wallet or e-mail (SPEC 6): passes every access check. */
  privileged: z.boolean(),
  /**
   * What ADMIN_EMAILS / PRIVILEGED_EMAILS grant this account once its e-mail is verified; until
   * then it has only its chosen role. Null when nothing is waiting.
   */
  pendingRole: z.enum(PENDING_ROLES).nullable(),
});
export type SessionUser = z.output<typeof sessionUserAnswer>;

export const meAnswer = z.object({
  user: sessionUserAnswer.nullable(),
  role: z.enum(ROLES).nullable(),
  /** Where this user's home is: their role's dashboard, or "/" for visitors. */
  home: z.string(),
});
export type MeResponse = z.output<typeof meAnswer>;

export const signInAnswer = meAnswer.extend({
  /** "Welcome Queen {name}!" / "Artist role assigned" when a privileged wallet was forced to artist. */
  welcome: z.object({ title: z.string(), description: z.string() }).nullable(),
});
export type SignInResponse = z.output<typeof signInAnswer>;

/** A new account: signed in, with the sentence about the verification mail. */
export const signUpAnswer = signInAnswer.extend({ message: z.string() });
export type SignUpResponse = z.output<typeof signUpAnswer>;

export const nonceAnswer = z.object({ nonce: z.string() });
export type NonceResponse = z.output<typeof nonceAnswer>;

export const outboxMailAnswer = z.object({ id: z.string(), to: z.string(), subject: z.string(), text: z.string(), createdAt: z.string() });
export type OutboxMail = z.output<typeof outboxMailAnswer>;

export const outboxAnswer = z.object({ mails: z.array(outboxMailAnswer) });
