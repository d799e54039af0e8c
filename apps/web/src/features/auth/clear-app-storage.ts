import { THEME_STORAGE_KEY } from "@wbe3/domain";

// wagmi keeps its connection bookkeeping under this prefix; its disconnect already records that
// the wallet was disconnected, and deleting that record would let the wallet reconnect on reload.
const WAGMI_PREFIX = "wagmi.";

function keep(key: string): boolean {
  return key === THEME_STORAGE_KEY || key.startsWith(WAGMI_PREFIX);
}

/**
 * Log Out's storage sweep (SPEC 2, 4): all of session storage and every local key except the
 * theme preference and wagmi's own. The session itself is an HttpOnly cookie the server revokes.
 */
export function clearAppStorage(): void {
  try {
    window.sessionStorage.clear();
    const keys = Array.from({ length: window.localStorage.length }, (_, index) => window.localStorage.key(index));
    for (const key of keys) {
      if (key !== null && !keep(key)) window.localStorage.removeItem(key);
    }
  } catch {
    // Blocked storage (privacy mode) holds nothing of ours to clear.
  }
}
