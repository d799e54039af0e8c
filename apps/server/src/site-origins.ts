/**
 * `canonical` is the origin mailed links point to; `allowed` are the origins a browser's Origin
 * header and a Sign-In with Ethereum message may name (canonical first).
 */
export interface SiteOrigins {
  canonical: string;
  allowed: readonly string[];
}

const WILDCARD_HOSTS = new Set(["0.0.0.0", "::", "[::]"]);
const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1"]);

/**
 * PUBLIC_ORIGIN alone when set. Without it (local mode) the loopback names of PORT, plus HOST's
 * own name when it is a specific interface; the request's Host header never counts, so a
 * spoofed Host cannot make another site "ours". PORT 0 is resolved once bound (withBoundPort).
 */
export function siteOrigins(publicOrigin: string | undefined, host: string, port: number): SiteOrigins {
  if (publicOrigin) {
    const origin = new URL(publicOrigin).origin;
    return { canonical: origin, allowed: [origin] };
  }
  const loopback = [`http://localhost:${port}`, `http://127.0.0.1:${port}`];
  if (WILDCARD_HOSTS.has(host) || LOOPBACK_HOSTS.has(host)) return { canonical: loopback[0] as string, allowed: loopback };
  const own = new URL(`http://${host.includes(":") && !host.startsWith("[") ? `[${host}]` : host}:${port}`).origin;
  return { canonical: own, allowed: [own, ...loopback] };
}
