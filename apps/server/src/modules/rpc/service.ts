import { AppError, REQUEST_ERROR, rpcMethodUnavailable } from "@wbe3/domain";
import { z } from "zod";
import type { ChainEnv } from "../../env.ts";

/**
 * Methods a browser wallet flow needs from a node: reads, fee estimates and sending a signed
 * transaction. Node-control methods (anvil_*, evm_*, debug_*, personal_*) never pass.
 * eth_fillTransaction is what viem's prepareTransactionRequest tries first for a local account
 * (the demo wallet): it only fills nonce, gas and fees into an unsigned transaction, which Anvil
 * does; refused, every send would log a failed request in the browser before viem falls back.
 */
const ALLOWED_METHODS = new Set([
  "eth_blockNumber",
  "eth_call",
  "eth_chainId",
  "eth_estimateGas",
  "eth_feeHistory",
  "eth_fillTransaction",
  "eth_gasPrice",
  "eth_getBalance",
  "eth_getBlockByHash",
  "eth_getBlockByNumber",
  "eth_getCode",
  "eth_getLogs",
  "eth_getTransactionByHash",
  "eth_getTransactionCount",
  "eth_getTransactionReceipt",
  "eth_maxPriorityFeePerGas",
  "eth_sendRawTransaction",
  "net_version",
  "web3_clientVersion",
]);
const MAX_BATCH = 100;

const rpcCall = z.object({
  jsonrpc: z.literal("2.0"),
  id: z.union([z.string().max(100), z.number(), z.null()]).optional(),
  method: z.string().max(64),
  params: z.array(z.unknown()).max(16).optional(),
});
const rpcBody = z.union([rpcCall, z.array(rpcCall).min(1).max(MAX_BATCH)]);

/**
 * Local mode only: the browser reaches the local node through us, same-origin (CSP). The body's
 * size and nesting are bounded before this (middleware/request-body.ts). Answers the node's
 * JSON-RPC response text as it is.
 */
export async function forwardRpc(chainEnv: ChainEnv, rpcUrl: string, body: unknown): Promise<string> {
  if (chainEnv.mode !== "local") throw new AppError("not_found", REQUEST_ERROR.rpcLocalOnly);
  const parsed = rpcBody.safeParse(body);
  if (!parsed.success) throw new AppError("bad_request", REQUEST_ERROR.rpcBody);
  const calls = Array.isArray(parsed.data) ? parsed.data : [parsed.data];
  const refused = calls.find((call) => !ALLOWED_METHODS.has(call.method));
  if (refused) throw new AppError("forbidden", rpcMethodUnavailable(refused.method));
  const upstream = await fetch(rpcUrl, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(parsed.data),
  });
  return upstream.text();
}
