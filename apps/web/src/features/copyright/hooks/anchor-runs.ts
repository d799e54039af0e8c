import { useSyncExternalStore } from "react";

// The registrations the page is driving right now (sending a commit or reveal, or waiting for the
// reveal to open). Both the form that created one and its card in the list can drive it: whichever
// starts first holds it, so the same transaction is never sent twice from one page.
const running = new Set<string>();
const listeners = new Set<() => void>();

function changed(): void {
  for (const listener of listeners) listener();
}

/** Takes the registration for one run; false when another run holds it. */
export function claimRun(id: string): boolean {
  if (running.has(id)) return false;
  running.add(id);
  changed();
  return true;
}

export function releaseRun(id: string): void {
  if (running.delete(id)) changed();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether the page is driving this registration now. */
export function useRunning(id: string): boolean {
  return useSyncExternalStore(subscribe, () => running.has(id));
}
