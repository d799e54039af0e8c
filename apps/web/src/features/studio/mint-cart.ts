import type { UploadFields, UploadRecord } from "@wbe3/domain";

export type CartItemStatus =
  | { state: "ready" }
  | { state: "uploading"; percent: number; fileName: string }
  | { state: "minting" }
  | { state: "failed"; reason: string };

export interface CartItem {
  id: string;
  fields: UploadFields;
  file: File;
  cover: File | null;
  /** Set once the server has the upload, so a retry mints it instead of uploading it again. */
  upload: UploadRecord | null;
  status: CartItemStatus;
}

export type CartAction =
  | { type: "add"; item: CartItem }
  | { type: "remove"; id: string }
  | { type: "update"; id: string; patch: Partial<Pick<CartItem, "upload" | "status">> };

export function cartReducer(items: readonly CartItem[], action: CartAction): CartItem[] {
  switch (action.type) {
    case "add":
      return [...items, action.item];
    case "remove":
      return items.filter((item) => item.id !== action.id);
    case "update":
      return items.map((item) => (item.id === action.id ? { ...item, ...action.patch } : item));
  }
}

export function isBusy(item: CartItem): boolean {
  return item.status.state === "uploading" || item.status.state === "minting";
}
