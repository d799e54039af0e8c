import { Hono } from "hono";
import { z } from "zod";
import { AppError } from "@wbe3/domain";
import type { AppEnv } from "../../app-env.ts";
import type { AppDeps } from "../../deps.ts";

/**
 * Methods a browser wallet flow needs from a node: reads, fee estimates and sending a signed
 * transaction. Node-control methods (anvil_*, evm_*, debug_*, personal_*) never pass.
 */
const ALLOWED_METHODS = new Set([
  "eth_blockNumber", "eth_call", "eth_chainId", "eth_estimateGas", "eth_feeHistory", "eth_gasPrice",
  "eth_getBalance", "eth_getBlockByHash", "eth_getBlockByNumber", "eth_getCode", "eth_getLogs",
  "eth_getTransactionByHash", "eth_getTransactionCount", "eth_getTransactionReceipt",
  "eth_maxPriorityFeePerGas", "eth_sendRawTransaction", "net_version", "web3_clientVersion",
]);
const MAX_BATCH = 100;

const rpcCall = z.object({
  jsonrpc: z.literal("2.0"),
  id: z.union([z.string().max(100), z.number(), z.null()]).optional(),
  method: z.string().max(64),
  params: z.array(z.unknown()).max(16).optional(),
});
const rpcBody = z.union([rpcCall, z.array(rpcCall).min(1).max(MAX_BATCH)]);

/** Local mode only: the browser reaches the local node through us, same-origin (CSP). */
export function rpcRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().post("/", async (c) => {
    if (deps.env.chain.mode !== "local") throw new AppError("not_found", "The RPC proxy exists only in local mode.");
    const parsed = rpcBody.safeParse(await c.req.json().catch(() => undefined));
    if (!parsed.success) throw new AppError("bad_request", "The body must be a JSON-RPC 2.0 request or batch.");
    const calls = Array.isArray(parsed.data) ? parsed.data : [parsed.data];
    const refused = calls.find((call) => !ALLOWED_METHODS.has(call.method));
    if (refused) throw new AppError("forbidden", `The RPC method ${refused.method} is not available.`);
    const upstream = await fetch(deps.chain.rpcUrl, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(parsed.data),
    });
    return c.body(await upstream.text(), 200, { "content-type": "application/json" });
  });
}
