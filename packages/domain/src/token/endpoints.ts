import { defineEndpoints } from "../shared/endpoint.ts";
import { faucetAnswer, tokenPriceAnswer } from "./answers.ts";

/** The platform token: its price, and in local mode a faucet of test WBE3. */
export const TOKEN_ENDPOINTS = defineEndpoints({
  "GET /api/token/price": { access: "all", output: tokenPriceAnswer },
  // Local mode only (404 elsewhere): mints test WBE3 to the signed-in user's linked wallet.
  "POST /api/dev/faucet": { access: "signed-in", rateLimit: "faucet", output: faucetAnswer },
});
