export const ROYAL_MODE_STORAGE_KEY = "royalMode";

export function parseRoyalMode(stored: string | null | undefined): boolean {
  return stored === "true";
}

export function serializeRoyalMode(enabled: boolean): "true" | "false" {
  return enabled ? "true" : "false";
}

const CROWN = "👑";

const EXACT_FIRST_SEGMENT: Record<string, string> = {
  dashboard: CROWN,
  "artist-dashboard": "🎵",
  "fan-dashboard": "🐝",
  "admin-dashboard": "🔧",
};

// SPEC 4 lists /live, /mint, /copyright and /merch, but the app's pages are /liveshows and
// /live-shows. So these match when the first path segment *starts with* the key: /live-shows
// gets the ticket, /mint/anything the coin. Dashboards above match their segment exactly.
const FIRST_SEGMENT_PREFIX: readonly (readonly [string, string])[] = [
  ["mint", "🪙"],
  ["live", "🎫"],
  ["copyright", "🛡️"],
  ["merch", "💰"],
];

export function royalEmojiForPath(pathname: string): string {
  const path = pathname.split(/[?#]/, 1)[0] ?? "";
  const first = (path.split("/").find((segment) => segment !== "") ?? "").toLowerCase();
  const exact = EXACT_FIRST_SEGMENT[first];
  if (exact) return exact;
  const prefixed = FIRST_SEGMENT_PREFIX.find(([prefix]) => first.startsWith(prefix));
  return prefixed ? prefixed[1] : CROWN;
}
