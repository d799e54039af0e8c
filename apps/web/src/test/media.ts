import { vi } from "vitest";

/**
 * A controllable window.matchMedia: queries listed as true match, everything else does not,
 * and `set` flips one and notifies listeners the way a browser does when the OS setting changes.
 */
export function installMatchMedia(initial: Record<string, boolean> = {}) {
  const state = new Map(Object.entries(initial));
  const listeners = new Map<string, Set<(event: MediaQueryListEvent) => void>>();

  vi.spyOn(window, "matchMedia").mockImplementation((query: string) => {
    const set = listeners.get(query) ?? new Set();
    listeners.set(query, set);
    const list = {
      media: query,
      get matches() {
        return state.get(query) ?? false;
      },
      onchange: null,
      addEventListener: (_type: string, listener: (event: MediaQueryListEvent) => void) => set.add(listener),
      removeEventListener: (_type: string, listener: (event: MediaQueryListEvent) => void) => set.delete(listener),
      addListener: (listener: (event: MediaQueryListEvent) => void) => set.add(listener),
      removeListener: (listener: (event: MediaQueryListEvent) => void) => set.delete(listener),
      dispatchEvent: () => true,
    };
    return list as unknown as MediaQueryList;
  });

  return {
    set(query: string, matches: boolean) {
      state.set(query, matches);
      for (const listener of listeners.get(query) ?? []) {
        listener({ matches, media: query } as MediaQueryListEvent);
      }
    },
  };
}

export const PREFERS_DARK = "(prefers-color-scheme: dark)";
export const PREFERS_REDUCED_MOTION = "(prefers-reduced-motion: reduce)";
