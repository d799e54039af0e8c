import type { Context } from "hono";
import { RESET_REQUESTED, VERIFICATION_RESENT } from "@wbe3/domain";
import type { AppEnv } from "../../app-env.ts";
import type { AppDeps } from "../../deps.ts";
import { clientNetwork } from "../../lib/client-network.ts";
import { endpointRoutes } from "../../lib/endpoints.ts";
import { clientAddress } from "../../middleware/rate-limit.ts";
import { applySessionChange, sessionToken } from "../../middleware/session.ts";
import {
  type AccountRequest,
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
  /** The session facts and the client's network, for the calls that may create an account. */
  const accountRequest = (c: Context<AppEnv>): AccountRequest => ({
    ...requestSession(c),
    network: clientNetwork(clientAddress(c, deps.env.trustProxy)),
  });
  return endpointRoutes(deps, {
    "GET /api/auth/me": (_, c) => describeViewer(c.get("session")?.user ?? null),
    "GET /api/auth/nonce": async (_, c) => {
      c.header("Cache-Control", "no-store");
      return signInNonce(deps.db);
    },
    "POST /api/auth/siwe": async ({ body }, c) => {
      const outcome = await signInWithWallet(deps, accountRequest(c), { ...body, signature: body.signature as `0x${string}` });
      applySessionChange(c, outcome);
      return outcome.body;
    },
    "POST /api/auth/logout": async (_, c) => {
      const outcome = await logOut(deps, sessionToken(c));
      applySessionChange(c, outcome);
      return outcome.body;
    },
    "POST /api/auth/signup": async ({ body }, c) => {
      const outcome = await signUpWithEmail(deps, accountRequest(c), body);
      applySessionChange(c, outcome);
      return outcome.body;
    },
    "POST /api/auth/login": async ({ body }, c) => {
      const outcome = await logInWithEmail(deps, requestSession(c), body);
      applySessionChange(c, outcome);
      return outcome.body;
    },
    "POST /api/auth/verify-email": async ({ body }) => {
      await verifyEmail(deps, body.token);
      return { verified: true };
    },
    "POST /api/auth/verify-email/resend": async ({ body }) => {
      await resendVerification(deps, body.email);
      return { message: VERIFICATION_RESENT };
    },
    "POST /api/auth/password-reset/request": async ({ body }) => {
      await requestPasswordReset(deps, body.email);
      return { message: RESET_REQUESTED };
    },
    "POST /api/auth/password-reset/confirm": async ({ body }) => {
      await resetPassword(deps, body.token, body.password);
      return { reset: true };
    },
  });
}
