import { z } from "zod";
import { defineEndpoints } from "../shared/endpoint.ts";
import { messageAnswer } from "../shared/answers.ts";
import { meAnswer, nonceAnswer, outboxAnswer, signInAnswer, signUpAnswer } from "./answers.ts";
import {
  emailTokenSchema,
  loginSchema,
  passwordResetRequestSchema,
  passwordResetSchema,
  signupSchema,
  siweRequestSchema,
  verificationResendSchema,
} from "./auth.ts";

/** Sign-in, accounts and (local mode) the mail outbox. The sign-in family shares one rate budget. */
export const AUTH_ENDPOINTS = defineEndpoints({
  "GET /api/auth/me": { access: "all", output: meAnswer },
  "GET /api/auth/nonce": { access: "all", rateLimit: "auth", output: nonceAnswer },
  "POST /api/auth/siwe": { access: "all", rateLimit: "auth", body: siweRequestSchema, output: signInAnswer },
  "POST /api/auth/logout": { access: "all", output: meAnswer },
  "POST /api/auth/signup": { access: "all", rateLimit: "auth", body: signupSchema, output: signUpAnswer, status: 201 },
  "POST /api/auth/login": { access: "all", rateLimit: "auth", body: loginSchema, output: signInAnswer },
  "POST /api/auth/verify-email": {
    access: "all",
    rateLimit: "auth",
    body: emailTokenSchema,
    output: z.object({ verified: z.literal(true) }),
  },
  "POST /api/auth/verify-email/resend": { access: "all", rateLimit: "auth", body: verificationResendSchema, output: messageAnswer },
  "POST /api/auth/password-reset/request": { access: "all", rateLimit: "auth", body: passwordResetRequestSchema, output: messageAnswer },
  "POST /api/auth/password-reset/confirm": {
    access: "all",
    rateLimit: "auth",
    body: passwordResetSchema,
    output: z.object({ reset: z.literal(true) }),
  },
  "GET /api/dev/outbox": { access: "all", output: outboxAnswer },
});
