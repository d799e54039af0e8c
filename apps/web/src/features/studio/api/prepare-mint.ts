import type { PrepareMintResponse } from "@wbe3/domain";
import { apiPost } from "@/lib/api-client";

/** The server builds and stores the token metadata; the answer is the tokenURI to mint with. */
export function prepareMint(uploadId: string): Promise<PrepareMintResponse> {
  return apiPost<PrepareMintResponse>(`/api/uploads/${encodeURIComponent(uploadId)}/metadata`);
}
