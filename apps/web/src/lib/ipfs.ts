/** `ipfs://<cid>[/path]` → our same-origin gateway URL; other URLs pass through, junk gives null. */
export function ipfsToUrl(uri: string | null | undefined): string | null {
  if (!uri) return null;
  if (uri.startsWith("ipfs://")) {
    const rest = uri.slice("ipfs://".length).replace(/^ipfs\//, "");
    return rest ? `/ipfs/${rest}` : null;
  }
  if (uri.startsWith("/") || uri.startsWith("https://") || uri.startsWith("http://")) return uri;
  return null;
}
