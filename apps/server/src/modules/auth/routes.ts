import { Hono } from "hono";
import {
  emailTokenSchema,
  loginSchema,
  passwordResetRequestSchema,
  passwordResetSchema,
  signupSchema,
  siweRequestSchema,
  VERIFICATION_RESENT,
  verificationResendSchema,
  type NonceResponse,
} from "@wbe3/domain";
import type { AppEnv } from "../../app-env.ts";
import type { AppDeps } from "../../deps.ts";
import { validate } from "../../lib/validate.ts";
import { rateLimit } from "../../middleware/rate-limit.ts";
import {
  describeViewer,
  logInWithEmail,
  logOut,
  requestPasswordReset,
  resendVerification,
  RESET_REQUESTED,
  resetPassword,
  signInWithWallet,
  signUpWithEmail,
  verifyEmail,
} from "./service.ts";
import { issueNonce } from "./siwe.ts";

export function authRoutes(deps: AppDeps) {
  const limited = rateLimit(deps.db, {
    bucket: "auth",
    limit: deps.env.authRateLimitPerMinute,
    windowMs: 60_000,
    trustProxy: deps.env.trustProxy,
  });
  return new Hono<AppEnv>()
    .get("/me", (c) => c.json(describeViewer(c)))
    .get("/nonce", limited, async (c) => {
      const body: NonceResponse = { nonce: await issueNonce(deps.db) };
      c.header("Cache-Control", "no-store");
      return c.json(body);
    })
    .post("/siwe", limited, validate("json", siweRequestSchema), async (c) => {
      const input = c.req.valid("json");
      return c.json(await signInWithWallet(c, deps, { ...input, signature: input.signature as `0x${string}` }));
    })
    .post("/logout", async (c) => c.json(await logOut(c, deps)))
    .post("/signup", limited, validate("json", signupSchema), async (c) => c.json(await signUpWithEmail(c, deps, c.req.valid("json")), 201))
    .post("/login", limited, validate("json", loginSchema), async (c) => c.json(await logInWithEmail(c, deps, c.req.valid("json"))))
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
