import { callApi } from "@/lib/api-client";

/** The server records the mint only after checking the transaction's receipt on chain. */
export function confirmMint(uploadId: string, txHash: `0x${string}`) {
  return callApi("POST /api/uploads/:id/mint", { params: { id: uploadId }, body: { txHash } });
}
