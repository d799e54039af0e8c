import { createPublicClient, custom, http, type PublicClient } from "viem";
import { describe, expect, it } from "vitest";
import { inject } from "vitest";
import { trackNFTAbi, wbe3TokenAbi } from "@wbe3/contracts";
import { createLogger } from "../../lib/logger.ts";
import { safeContractRead } from "./safe-read.ts";

const logger = createLogger("silent");
const { rpcUrl, deployment } = inject("anvil");
const node = createPublicClient({ transport: http(rpcUrl) });

/** The suite's node, except that contract calls fail the way a dropped connection does. */
function clientLosingCalls(): PublicClient {
  return createPublicClient({
    transport: custom({
      async request({ method, params }: { method: string; params?: unknown }) {
        if (method === "eth_call") throw new Error("socket hang up");
        return node.request({ method, params } as never);
      },
    }),
  });
}

describe("safeContractRead", () => {
  it("answers null when the contract reverts", async () => {
    const missingToken = () =>
      node.readContract({ address: deployment.TrackNFT, abi: trackNFTAbi, functionName: "tokenURI", args: [10n ** 30n] });
    expect(await safeContractRead(node as PublicClient, deployment.TrackNFT, logger, missingToken)).toBeNull();
  });

  it("answers null when the contract has no such function", async () => {
    const notAToken = () => node.readContract({ address: deployment.TrackNFT, abi: wbe3TokenAbi, functionName: "decimals" });
    expect(await safeContractRead(node as PublicClient, deployment.TrackNFT, logger, notAToken)).toBeNull();
  });

  it("throws when the node cannot be reached for the call: that is an outage, not an empty answer", async () => {
    const client = clientLosingCalls();
    const read = () => client.readContract({ address: deployment.WBE3Token, abi: wbe3TokenAbi, functionName: "decimals" });
    await expect(safeContractRead(client, deployment.WBE3Token, logger, read)).rejects.toThrow(/socket hang up/);
  });
});
