import { z } from "zod";
import { defineEndpoints } from "../shared/endpoint.ts";
import { normalizeAddress } from "./address.ts";
import { NOT_A_TX_HASH } from "./messages.ts";
import { ownedNftsAnswer, publicConfigAnswer, rpcAnswer, tokenBalanceAnswer } from "./answers.ts";

/** A wallet address path parameter, checked with the SPEC's rule and message, answered checksummed. */
export const walletParams = z.object({
  address: z.string().transform((value, ctx) => {
    try {
      return normalizeAddress(value);
    } catch (err) {
      ctx.addIssue({ code: "custom", message: err instanceof Error ? err.message : String(err) });
      return z.NEVER;
    }
  }),
});

/** The one body of every `confirm` call: the transaction the wallet sent (DESIGN 7). */
export const confirmTxBody = z.object({
  txHash: z.templateLiteral(["0x", z.string()]).check(z.regex(/^0x[0-9a-fA-F]{64}$/, NOT_A_TX_HASH)),
});

/** Configuration, wallet reads and the local RPC proxy. */
export const CHAIN_ENDPOINTS = defineEndpoints({
  "GET /api/config": { access: "all", output: publicConfigAnswer },
  "GET /api/wallets/:address/balance": { access: "all", params: walletParams, output: tokenBalanceAnswer },
  "GET /api/wallets/:address/nfts": { access: "all", params: walletParams, output: ownedNftsAnswer },
  // The node's own answer passes through untouched; the server checks the request's method list.
  "POST /api/rpc": { access: "all", rateLimit: "rpc", body: "raw", output: rpcAnswer, answer: "raw" },
});
