import { callApi } from "@/lib/api-client";

/** The server builds and stores the token metadata; the answer is the tokenURI to mint with. */
export function prepareMint(uploadId: string) {
  return callApi("POST /api/uploads/:id/metadata", { params: { id: uploadId } });
}
