import { useSyncExternalStore } from "react";

export type EmailTab = "login" | "signup";

export interface AuthDialogsState {
  open: "wallet" | "email" | null;
  emailTab: EmailTab;
  /** Dialogs stay mounted once wanted, so closing returns focus and reopening is instant. */
  mounted: { wallet: boolean; email: boolean };
  /** The control that opened the dialog; focus goes back to it on close. */
  returnFocusTo: HTMLElement | null;
}

// One place for "which sign-in dialog is open", so the header, the studio gate, the footer and
// the wallet watcher can all open the same single dialog.
let state: AuthDialogsState = {
  open: null,
  emailTab: "login",
  mounted: { wallet: false, email: false },
  returnFocusTo: null,
};
const listeners = new Set<() => void>();

function update(next: Partial<AuthDialogsState>): void {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

function focusedElement(): HTMLElement | null {
  return document.activeElement instanceof HTMLElement ? document.activeElement : null;
}

export function openSignInDialog(): void {
  update({ open: "wallet", mounted: { ...state.mounted, wallet: true }, returnFocusTo: focusedElement() });
}

export function openEmailDialog(tab: EmailTab = "login"): void {
  update({ open: "email", emailTab: tab, mounted: { ...state.mounted, email: true }, returnFocusTo: focusedElement() });
}

export function setEmailTab(tab: EmailTab): void {
  update({ emailTab: tab });
}

export function closeAuthDialog(): void {
  update({ open: null });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useAuthDialogs(): AuthDialogsState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => state,
  );
}

/** Radix's onCloseAutoFocus: back to the opener if it is still on the page, else Radix's default. */
export function returnFocus(event: Event): void {
  const target = state.returnFocusTo;
  if (!target?.isConnected) return;
  event.preventDefault();
  target.focus();
}
