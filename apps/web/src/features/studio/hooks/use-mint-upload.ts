import { useCallback, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { MINTING_FAILED, NFT_MINTED, type UploadRecord } from "@wbe3/domain";
import { usePublicConfig } from "@/lib/config/get-public-config";
import { useViewer } from "@/lib/session/use-viewer";
import { notify } from "@/lib/toast";
import { TransactionError } from "@/lib/wallet/transaction-errors";
import { useTransactor } from "@/lib/wallet/use-transactor";
import { myUploadsQueryKey } from "../api/my-uploads";
import { mintUpload } from "../publish-item";

/** "Mint now" for an upload that was published but not minted yet (e.g. a mint that failed). */
export function useMintUpload() {
  const queryClient = useQueryClient();
  const config = usePublicConfig().data;
  const transactor = useTransactor();
  const walletAddress = useViewer().user?.walletAddress ?? null;
  const [busyId, setBusyId] = useState<string | null>(null);

  const mint = useCallback(
    async (upload: UploadRecord) => {
      if (!config || busyId) return;
      setBusyId(upload.id);
      try {
        const minted = await mintUpload(upload, { config, transactor, walletAddress, onMinting: () => undefined });
        notify.success(NFT_MINTED.title, { description: `“${minted.title}” is minted as token #${minted.mint?.tokenId ?? "?"}.` });
      } catch (error) {
        // The transactor has explained wallet failures in its own toast.
        if (!(error instanceof TransactionError))
          notify.error(MINTING_FAILED.title, { description: error instanceof Error ? error.message : String(error) });
      } finally {
        setBusyId(null);
        await queryClient.invalidateQueries({ queryKey: myUploadsQueryKey });
        await queryClient.invalidateQueries({ queryKey: ["wallet"] });
      }
    },
    [config, transactor, walletAddress, queryClient, busyId],
  );
  return { mint, busyId };
}
