import type { MiddlewareHandler } from "hono";
import type { Env } from "../env.ts";

/** Where WalletConnect's SDK checks that a session request really comes from our origin. */
const WALLETCONNECT_VERIFY_ORIGINS = ["https://verify.walletconnect.org", "https://verify.walletconnect.com"];
/** Coinbase Wallet's mobile link relay and its RPC for smart wallets (the popup itself is a window). */
const COINBASE_WALLET_ORIGINS = ["https://www.walletlink.org", "wss://www.walletlink.org", "https://rpc.wallet.coinbase.com"];

/** The parts of the policy that depend on configuration. */
export interface SecurityPolicy {
  /** Origins the page may fetch from or open sockets to, besides its own. */
  connectSrc: readonly string[];
  /** Origins the page may frame, besides the video players (VIDEO_PLAYER_ORIGINS). */
  frameSrc: readonly string[];
  /**
   * Coinbase Wallet talks to its sign-in popup through window.opener, which "same-origin" would
   * sever; "same-origin-allow-popups" keeps the page isolated from anything that opens it.
   */
  openerPolicy: "same-origin" | "same-origin-allow-popups";
  hsts: boolean;
}

/** The players the video player frames: YouTube's privacy-enhanced one and Twitch's. */
const VIDEO_PLAYER_ORIGINS = ["https://www.youtube-nocookie.com", "https://player.twitch.tv"];

function originOf(url: string): string | null {
  // A path such as local mode's /api/rpc is same-origin already.
  if (!/^(https?|wss?):\/\//.test(url)) return null;
  return new URL(url).origin;
}

/** What the configured chain RPC and wallet connectors need the browser to reach. */
export function securityPolicyFor(env: Pick<Env, "chain" | "wallets" | "isProduction">): SecurityPolicy {
  const connectSrc = new Set<string>();
  const frameSrc = new Set<string>();
  const rpcOrigin = originOf(env.chain.publicRpcUrl);
  if (rpcOrigin) connectSrc.add(rpcOrigin);
  const { walletConnect, coinbaseWallet } = env.wallets;
  if (walletConnect) {
    connectSrc.add(new URL(walletConnect.relayUrl).origin);
    for (const origin of WALLETCONNECT_VERIFY_ORIGINS) {
      connectSrc.add(origin);
      frameSrc.add(origin);
    }
  }
  if (coinbaseWallet) for (const origin of COINBASE_WALLET_ORIGINS) connectSrc.add(origin);
  return {
    connectSrc: [...connectSrc],
    frameSrc: [...frameSrc],
    openerPolicy: coinbaseWallet ? "same-origin-allow-popups" : "same-origin",
    hsts: env.isProduction,
  };
}

function contentSecurityPolicy(policy: SecurityPolicy, embeddable: boolean): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    // A show's HLS stream may live on the artist's streaming host.
    "media-src 'self' blob: https:",
    "font-src 'self'",
    ["connect-src 'self'", ...policy.connectSrc].join(" "),
    // 'self': a ticketed show's player is framed through its signed link (/api/shows/:id/stream), which redirects to the player.
    ["frame-src 'self'", ...VIDEO_PLAYER_ORIGINS, ...policy.frameSrc].join(" "),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${embeddable ? "*" : "'none'"}`,
  ].join("; ");
}

/**
 * Security headers for every response. Scripts only from our origin (no inline script); pages
 * may not be framed, except the embeddable artist card under /embed/.
 */
export function securityHeaders(policy: SecurityPolicy): MiddlewareHandler {
  const pagePolicy = contentSecurityPolicy(policy, false);
  const embedPolicy = contentSecurityPolicy(policy, true);
  return async (c, next) => {
    await next();
    const embeddable = c.req.path.startsWith("/embed/");
    // A route may set a stricter policy of its own (stored files are sandboxed).
    if (!c.res.headers.has("Content-Security-Policy")) c.header("Content-Security-Policy", embeddable ? embedPolicy : pagePolicy);
    c.header("X-Content-Type-Options", "nosniff");
    // Likewise a stricter referrer policy (a signed link's redirect sends none).
    if (!c.res.headers.has("Referrer-Policy")) c.header("Referrer-Policy", "strict-origin-when-cross-origin");
    c.header("Cross-Origin-Opener-Policy", policy.openerPolicy);
    c.header("Permissions-Policy", "camera=(), microphone=(), geolocation=()");
    if (!embeddable) c.header("X-Frame-Options", "DENY");
    if (policy.hsts) c.header("Strict-Transport-Security", "max-age=63072000; includeSubDomains");
  };
}
