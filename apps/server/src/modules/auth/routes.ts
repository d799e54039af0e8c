import { Hono, type Context } from "hono";
import {
  emailTokenSchema,
  loginSchema,
  passwordResetRequestSchema,
  passwordResetSchema,
  RESET_REQUESTED,
  signupSchema,
  siweRequestSchema,
  VERIFICATION_RESENT,
  verificationResendSchema,
} from "@wbe3/domain";
import type { AppEnv } from "../../app-env.ts";
import type { AppDeps } from "../../deps.ts";
import { validate } from "../../lib/validate.ts";
import { rateLimit } from "../../middleware/rate-limit.ts";
import { applySessionChange, sessionToken } from "../../middleware/session.ts";
import {
  describeViewer,
  logInWithEmail,
  logOut,
  requestPasswordReset,
  resendVerification,
  resetPassword,
  type RequestSession,
  signInNonce,
  signInWithWallet,
  signUpWithEmail,
  verifyEmail,
} from "./service.ts";

/** What the auth service needs to know about the request's current session. */
function requestSession(c: Context<AppEnv>): RequestSession {
  return { token: sessionToken(c), user: c.get("session")?.user ?? null };
}

export function authRoutes(deps: AppDeps) {
  const limited = rateLimit(deps.db, {
    bucket: "auth",
    limit: deps.env.authRateLimitPerMinute,
    windowMs: 60_000,
    trustProxy: deps.env.trustProxy,
  });
  return new Hono<AppEnv>()
    .get("/me", (c) => c.json(describeViewer(c.get("session")?.user ?? null)))
    .get("/nonce", limited, async (c) => {
      const body = await signInNonce(deps.db);
      c.header("Cache-Control", "no-store");
      return c.json(body);
    })
    .post("/siwe", limited, validate("json", siweRequestSchema), async (c) => {
      const input = c.req.valid("json");
      const outcome = await signInWithWallet(deps, requestSession(c), { ...input, signature: input.signature as `0x${string}` });
      applySessionChange(c, outcome);
      return c.json(outcome.body);
    })
    .post("/logout", async (c) => {
      const outcome = await logOut(deps, sessionToken(c));
      applySessionChange(c, outcome);
      return c.json(outcome.body);
    })
    .post("/signup", limited, validate("json", signupSchema), async (c) => {
      const outcome = await signUpWithEmail(deps, requestSession(c), c.req.valid("json"));
      applySessionChange(c, outcome);
      return c.json(outcome.body, 201);
    })
    .post("/login", limited, validate("json", loginSchema), async (c) => {
      const outcome = await logInWithEmail(deps, requestSession(c), c.req.valid("json"));
      applySessionChange(c, outcome);
      return c.json(outcome.body);
    })
    .post("/verify-email", limited, validate("json", emailTokenSchema), async (c) => {
      await verifyEmail(deps, c.req.valid("json").token);
      return c.json({ verified: true });
    })
    .post("/verify-email/resend", limited, validate("json", verificationResendSchema), async (c) => {
      await resendVerification(deps, c.req.valid("json").email);
      return c.json({ message: VERIFICATION_RESENT });
    })
    .post("/password-reset/request", limited, validate("json", passwordResetRequestSchema), async (c) => {
      await requestPasswordReset(deps, c.req.valid("json").email);
      return c.json({ message: RESET_REQUESTED });
    })
    .post("/password-reset/confirm", limited, validate("json", passwordResetSchema), async (c) => {
      const { token, password } = c.req.valid("json");
      await resetPassword(deps, token, password);
      return c.json({ reset: true });
    });
}
