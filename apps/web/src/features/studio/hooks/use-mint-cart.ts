import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { MINTING_FAILED, NFT_MINTED, uploadFieldsInput, type UploadRecord } from "@wbe3/domain";
import { usePublicConfig } from "@/lib/config/get-public-config";
import { useViewer } from "@/lib/session/use-viewer";
import { notify } from "@/lib/toast";
import { uploadFile } from "@/lib/upload-file";
import { TransactionError } from "@/lib/wallet/transaction-errors";
import { useTransactor } from "@/lib/wallet/use-transactor";
import { createDraft, deleteDraft, draftsQueryKey, useDrafts } from "../api/drafts";
import { myUploadsQueryKey } from "../api/my-uploads";
import { draftItem, isAdding, isBusy, type AddResult, type CartDraft, type CartItem, type CartItemStatus } from "../mint-cart";
import { usePendingAdds } from "../pending-adds";
import { publishItem, storeFiles } from "../publish-item";

export const NOT_ADDED_TITLE = "Not added to the mint cart";

export interface MintCart {
  items: readonly CartItem[];
  /** The kept drafts are still loading (a reload shows them once they arrive). */
  isLoading: boolean;
  loadError: string | null;
  /** Uploads the files (with progress) and keeps the item on the server; a refused file never enters. */
  add: (draft: CartDraft) => Promise<AddResult>;
  remove: (id: string) => Promise<void>;
  publish: (id: string) => Promise<void>;
  publishAll: () => Promise<void>;
}

/**
 * What this page knows of an item beyond its draft: its publishing status, and once the server
 * has the upload (the draft is then gone) the item itself, so a failed mint stays in the cart.
 */
interface LocalState {
  item: CartItem;
  upload: UploadRecord | null;
  status: CartItemStatus;
}

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Drafts with their local status, then published items whose mint is still to do, then items uploading. */
function cartItems(drafts: readonly CartItem[], local: Record<string, LocalState>, adding: readonly CartItem[]): CartItem[] {
  const draftIds = new Set(drafts.map((item) => item.id));
  const kept = drafts.map((item) => {
    const state = local[item.id];
    return state ? { ...item, upload: state.upload, status: state.status } : item;
  });
  const published = Object.values(local)
    .filter((state) => state.upload !== null && !draftIds.has(state.item.id))
    .map((state) => ({ ...state.item, upload: state.upload, status: state.status }));
  return [...kept, ...published, ...adding];
}

/**
 * The studio's mint cart: drafts kept on the server (so a reload or another page keeps them),
 * items still uploading their files, and the publishing of each.
 */
export function useMintCart(): MintCart {
  const queryClient = useQueryClient();
  const drafts = useDrafts();
  const pending = usePendingAdds();
  const [local, setLocal] = useState<Record<string, LocalState>>({});
  const draftItems = useMemo(() => (drafts.data?.drafts ?? []).map(draftItem), [drafts.data]);
  const items = useMemo(() => cartItems(draftItems, local, pending.items), [draftItems, local, pending.items]);
  const itemsRef = useRef(items);
  useEffect(() => {
    itemsRef.current = items;
  }, [items]);
  const config = usePublicConfig().data;
  const transactor = useTransactor();
  const walletAddress = useViewer().user?.walletAddress ?? null;

  const setItemState = useCallback((item: CartItem, patch: Partial<Omit<LocalState, "item">>) => {
    setLocal((all) => {
      const current = all[item.id] ?? { item, upload: item.upload, status: item.status };
      return { ...all, [item.id]: { ...current, ...patch } };
    });
  }, []);
  const forget = useCallback((id: string) => {
    setLocal((all) => Object.fromEntries(Object.entries(all).filter(([key]) => key !== id)));
  }, []);

  const add = useCallback(
    async ({ fields, file, cover }: CartDraft): Promise<AddResult> => {
      const id = `adding-${crypto.randomUUID()}`;
      const uploading = (percent: number, fileName: string): CartItemStatus => ({ state: "uploading", percent, fileName });
      pending.store.put({ id, fields, fileName: file.name, stored: null, upload: null, status: uploading(0, file.name) });
      try {
        const stored = await storeFiles({ category: fields.category, file, cover }, uploadFile, (percent, fileName) =>
          pending.store.setStatus(id, uploading(percent, fileName)),
        );
        const { draft } = await createDraft({
          fields: uploadFieldsInput(fields),
          fileCid: stored.fileCid,
          fileName: file.name,
          ...(stored.imageCid ? { imageCid: stored.imageCid } : {}),
        });
        queryClient.setQueryData(
          draftsQueryKey,
          (cart) => cart && { drafts: [...cart.drafts.filter((each) => each.id !== draft.id), draft] },
        );
        return { added: true };
      } catch (error) {
        notify.error(NOT_ADDED_TITLE, { description: reasonOf(error) });
        return { added: false, reason: reasonOf(error) };
      } finally {
        pending.store.remove(id);
        await queryClient.invalidateQueries({ queryKey: draftsQueryKey });
      }
    },
    [pending.store, queryClient],
  );

  const remove = useCallback(
    async (id: string) => {
      const item = itemsRef.current.find((each) => each.id === id);
      if (!item || isBusy(item) || isAdding(item)) return;
      // Published already (its mint is what failed): it stays in My uploads, with Mint now.
      if (item.upload) {
        forget(id);
        return;
      }
      setItemState(item, { status: { state: "removing" } });
      try {
        queryClient.setQueryData(draftsQueryKey, await deleteDraft(id));
        forget(id);
      } catch (error) {
        setItemState(item, { status: { state: "failed", reason: reasonOf(error) } });
        notify.error("Not removed", { description: reasonOf(error) });
      }
    },
    [forget, setItemState, queryClient],
  );

  const publish = useCallback(
    async (id: string) => {
      const item = itemsRef.current.find((each) => each.id === id);
      if (!item || isBusy(item) || isAdding(item)) return;
      if (!config) {
        notify.error("Not ready yet", { description: "The chain settings are still loading. Try again in a moment." });
        return;
      }
      setItemState(item, { status: { state: "publishing" } });
      try {
        const upload = await publishItem(item, {
          config,
          transactor,
          walletAddress,
          onPublishing: () => setItemState(item, { status: { state: "publishing" } }),
          onCreated: (created) => {
            setItemState(item, { upload: created });
            // The server deleted the draft with it; the item stays here until its mint is done.
            queryClient.setQueryData(draftsQueryKey, (cart) => cart && { drafts: cart.drafts.filter((each) => each.id !== item.id) });
          },
          onMinting: () => setItemState(item, { status: { state: "minting" } }),
        });
        forget(id);
        if (upload.isMinted)
          notify.success(NFT_MINTED.title, { description: `“${upload.title}” is minted as token #${upload.mint?.tokenId ?? "?"}.` });
        else notify.success("Published", { description: `“${upload.title}” is uploaded${upload.isPublic ? " and public" : ""}.` });
      } catch (error) {
        setItemState(item, { status: { state: "failed", reason: reasonOf(error) } });
        // The transactor already explained wallet failures in its own toast.
        if (!(error instanceof TransactionError)) {
          notify.error(item.fields.mintAsNFT ? MINTING_FAILED.title : "Upload Failed", { description: reasonOf(error) });
        }
      } finally {
        await queryClient.invalidateQueries({ queryKey: draftsQueryKey });
        await queryClient.invalidateQueries({ queryKey: myUploadsQueryKey });
        // A mint changes what the wallet holds: every ["wallet", …] query (vault, balances) refetches.
        await queryClient.invalidateQueries({ queryKey: ["wallet"] });
      }
    },
    [config, transactor, walletAddress, queryClient, setItemState, forget],
  );

  const publishAll = useCallback(async () => {
    // One at a time: a wallet handles one signature request at once.
    const ids = itemsRef.current.filter((item) => !isAdding(item)).map((item) => item.id);
    for (const id of ids) await publish(id);
  }, [publish]);

  return {
    items,
    isLoading: drafts.isPending,
    loadError: drafts.isError ? drafts.error.message : null,
    add,
    remove,
    publish,
    publishAll,
  };
}
