import { useSyncExternalStore } from "react";
import { useQueryClient, type QueryClient } from "@tanstack/react-query";
import type { CartItem, CartItemStatus } from "./mint-cart";

/**
 * Mint-cart items whose files are still uploading (not drafts on the server yet). They live
 * outside the studio's components, so leaving the page and coming back still shows them, and the
 * upload finishes and saves its draft either way. One store per query client: per app (and test).
 */
export interface PendingAdds {
  subscribe: (listener: () => void) => () => void;
  items: () => readonly CartItem[];
  put: (item: CartItem) => void;
  setStatus: (id: string, status: CartItemStatus) => void;
  remove: (id: string) => void;
}

function createPendingAdds(): PendingAdds {
  let items: readonly CartItem[] = [];
  const listeners = new Set<() => void>();
  const change = (next: readonly CartItem[]) => {
    items = next;
    for (const listener of listeners) listener();
  };
  return {
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    items: () => items,
    put: (item) => change([...items.filter((each) => each.id !== item.id), item]),
    setStatus: (id, status) => change(items.map((each) => (each.id === id ? { ...each, status } : each))),
    remove: (id) => change(items.filter((each) => each.id !== id)),
  };
}

const stores = new WeakMap<QueryClient, PendingAdds>();

export function pendingAddsOf(queryClient: QueryClient): PendingAdds {
  let store = stores.get(queryClient);
  if (!store) {
    store = createPendingAdds();
    stores.set(queryClient, store);
  }
  return store;
}

/** The store and its items, re-rendering as they change. */
export function usePendingAdds(): { store: PendingAdds; items: readonly CartItem[] } {
  const store = pendingAddsOf(useQueryClient());
  const items = useSyncExternalStore(store.subscribe, store.items);
  return { store, items };
}
