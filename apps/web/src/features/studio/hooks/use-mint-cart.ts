import { useCallback, useEffect, useReducer, useRef } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { MINTING_FAILED, NFT_MINTED } from "@wbe3/domain";
import { usePublicConfig } from "@/lib/config/get-public-config";
import { useViewer } from "@/lib/session/use-viewer";
import { notify } from "@/lib/toast";
import { uploadFile } from "@/lib/upload-file";
import { TransactionError } from "@/lib/wallet/transaction-errors";
import { useTransactor } from "@/lib/wallet/use-transactor";
import { myUploadsQueryKey } from "../api/my-uploads";
import { cartReducer, isBusy, type CartItem } from "../mint-cart";
import { publishItem } from "../publish-item";

export interface MintCart {
  items: readonly CartItem[];
  add: (item: Omit<CartItem, "id" | "upload" | "status">) => void;
  remove(id: string): void;
  publish(id: string): Promise<void>;
  publishAll(): Promise<void>;
}

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** The studio's mint cart: items waiting to be uploaded and minted, and the publishing of each. */
export function useMintCart(): MintCart {
  const [items, dispatch] = useReducer(cartReducer, []);
  const itemsRef = useRef(items);
  useEffect(() => {
    itemsRef.current = items;
  }, [items]);
  const queryClient = useQueryClient();
  const config = usePublicConfig().data;
  const transactor = useTransactor();
  const walletAddress = useViewer().user?.walletAddress ?? null;

  const publish = useCallback(
    async (id: string) => {
      const item = itemsRef.current.find((each) => each.id === id);
      if (!item || isBusy(item)) return;
      if (!config) {
        notify.error("Not ready yet", { description: "The chain settings are still loading. Try again in a moment." });
        return;
      }
      const update = (patch: Partial<Pick<CartItem, "upload" | "status">>) => dispatch({ type: "update", id, patch });
      update({ status: { state: "uploading", percent: 0, fileName: item.file.name } });
      try {
        const upload = await publishItem(item, {
          config,
          transactor,
          walletAddress,
          uploadFile,
          onProgress: (percent, fileName) => update({ status: { state: "uploading", percent, fileName } }),
          onCreated: (created) => update({ upload: created }),
          onMinting: () => update({ status: { state: "minting" } }),
        });
        dispatch({ type: "remove", id });
        if (upload.isMinted)
          notify.success(NFT_MINTED.title, { description: `“${upload.title}” is minted as token #${upload.mint?.tokenId ?? "?"}.` });
        else notify.success("Published", { description: `“${upload.title}” is uploaded${upload.isPublic ? " and public" : ""}.` });
      } catch (error) {
        update({ status: { state: "failed", reason: reasonOf(error) } });
        // The transactor already explained wallet failures in its own toast.
        if (!(error instanceof TransactionError)) {
          notify.error(item.fields.mintAsNFT ? MINTING_FAILED.title : "Upload Failed", { description: reasonOf(error) });
        }
      } finally {
        await queryClient.invalidateQueries({ queryKey: myUploadsQueryKey });
        // A mint changes what the wallet holds: every ["wallet", …] query (vault, balances) refetches.
        await queryClient.invalidateQueries({ queryKey: ["wallet"] });
      }
    },
    [config, transactor, walletAddress, queryClient],
  );

  const publishAll = useCallback(async () => {
    // One at a time: a wallet handles one signature request at once.
    for (const item of itemsRef.current) await publish(item.id);
  }, [publish]);

  const add = useCallback((item: Omit<CartItem, "id" | "upload" | "status">) => {
    dispatch({ type: "add", item: { ...item, id: crypto.randomUUID(), upload: null, status: { state: "ready" } } });
  }, []);

  const remove = useCallback((id: string) => dispatch({ type: "remove", id }), []);

  return { items, add, remove, publish, publishAll };
}
