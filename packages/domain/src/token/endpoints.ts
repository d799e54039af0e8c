import { defineEndpoints } from "../shared/endpoint.ts";
import { walletParams } from "../chain/endpoints.ts";
import { demoAccountAnswer, faucetAnswer, tokenPriceAnswer } from "./answers.ts";

/** The platform token: its price, and in local mode a faucet of test WBE3. */
export const TOKEN_ENDPOINTS = defineEndpoints({
  "GET /api/token/price": { access: "all", output: tokenPriceAnswer },
  // Local mode only (404 elsewhere): mints test WBE3 to the signed-in user's linked wallet.
  "POST /api/dev/faucet": { access: "signed-in", rateLimit: "faucet", output: faucetAnswer },
  // Local chain only (404 elsewhere): funds the demo wallet's new throwaway key with ETH for gas and
  // test WBE3. Open to visitors: the key is made before anyone registers with it. Counted with the faucet.
  "POST /api/dev/demo-account": { access: "all", rateLimit: "faucet", body: walletParams, output: demoAccountAnswer },
});
