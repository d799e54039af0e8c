import type { ExternalToast } from "sonner";

type ToastKind = "info" | "success" | "warning" | "error";

// sonner (~10 KB gzip) loads on the first toast instead of with the first screen. It replays
// toasts created before its <Toaster> subscribes, so nothing shown in between is lost.
let toasterRequested = false;
const listeners = new Set<() => void>();

export function subscribeToToasterRequest(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function isToasterRequested(): boolean {
  return toasterRequested;
}

function show(kind: ToastKind, title: string, options?: ExternalToast): void {
  if (!toasterRequested) {
    toasterRequested = true;
    for (const listener of listeners) listener();
  }
  import("sonner")
    .then(({ toast }) => {
      toast[kind](title, options);
    })
    .catch((error: unknown) => {
      console.error("Could not load the toast library", error);
    });
}

/** The app's only way to raise a toast. */
export const notify = {
  info: (title: string, options?: ExternalToast) => show("info", title, options),
  success: (title: string, options?: ExternalToast) => show("success", title, options),
  warning: (title: string, options?: ExternalToast) => show("warning", title, options),
  error: (title: string, options?: ExternalToast) => show("error", title, options),
  /** Removes a toast shown with this `id`; nothing to do when no toast was ever shown. */
  dismiss: (id: string | number) => {
    if (!toasterRequested) return;
    import("sonner")
      .then(({ toast }) => {
        toast.dismiss(id);
      })
      .catch((error: unknown) => {
        console.error("Could not load the toast library", error);
      });
  },
};
