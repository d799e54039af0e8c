/** Upload and mint actions of the activity log, with the details each carries. */
export interface UploadsActivityActions {
  upload_created: { uploadId: string; category: string };
  nft_minted: { uploadId: string; tokenId: string; txHash: string };
}
