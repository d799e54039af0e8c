/** Long enough for a loaded machine, short enough for a load balancer's probe. */
const CHAIN_PROBE_TIMEOUT_MS = 3_000;

/** Asks the node directly (not through the caching client) whether it answers with our chain id. */
export async function chainAnswers(rpcUrl: string, chainId: number): Promise<boolean> {
  const response = await fetch(rpcUrl, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "eth_chainId", params: [] }),
    signal: AbortSignal.timeout(CHAIN_PROBE_TIMEOUT_MS),
  });
  const body = (await response.json()) as { result?: unknown };
  return typeof body.result === "string" && Number.parseInt(body.result, 16) === chainId;
}
