import { z } from "zod";
import { checkoutAnswer } from "../commerce/answers.ts";
import { defineEndpoints } from "../shared/endpoint.ts";
import { TIER_IDS } from "../shared/constants.ts";
import { membershipAnswer } from "./answers.ts";

export const subscribeBody = z.object({
  tier: z.enum(TIER_IDS, { error: `tier must be one of ${TIER_IDS.join(", ")}` }),
});
export type SubscribeInput = z.input<typeof subscribeBody>;

/**
 * Memberships (SPEC 9): the trial is granted at once (no calls); Basic and Pro are orders paid in
 * WBE3 and completed by `POST /api/orders/:id/confirm`.
 */
export const TIERS_ENDPOINTS = defineEndpoints({
  "GET /api/tiers/me": { access: "signed-in", output: membershipAnswer },
  "POST /api/tiers/subscriptions": { access: "signed-in", body: subscribeBody, output: checkoutAnswer, status: 201 },
  /** A year of book publishing (198 WBE3), an order like the tiers; Pro includes it. */
  "POST /api/artist/publishing/unlock": { access: ["artist"], output: checkoutAnswer, status: 201 },
});
