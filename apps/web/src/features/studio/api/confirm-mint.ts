import type { UploadRecord } from "@wbe3/domain";
import { apiPost } from "@/lib/api-client";

/** The server records the mint only after checking the transaction's receipt on chain. */
export function confirmMint(uploadId: string, txHash: string): Promise<{ upload: UploadRecord }> {
  return apiPost<{ upload: UploadRecord }>(`/api/uploads/${encodeURIComponent(uploadId)}/mint`, { txHash });
}
