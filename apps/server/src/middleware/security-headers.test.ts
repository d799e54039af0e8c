import { describe, expect, it } from "vitest";
import { parseEnv } from "../env.ts";
import { createTestApp } from "../test/test-app.ts";
import { securityPolicyFor } from "./security-headers.ts";

const PROJECT_ID = "0123456789abcdef0123456789abcdef";
const REMOTE_CHAIN = {
  RPC_URL: "http://10.0.0.5:8545",
  PUBLIC_RPC_URL: "https://mainnet.base.org/",
  CHAIN_ID: "8453",
  WBE3_TOKEN_ADDRESS: "0x0000000000000000000000000000000000000001",
  TRACK_NFT_ADDRESS: "0x0000000000000000000000000000000000000002",
  TICKET_NFT_ADDRESS: "0x0000000000000000000000000000000000000003",
  COPYRIGHT_REGISTRY_ADDRESS: "0x0000000000000000000000000000000000000004",
  WBE3_PAYMENTS_ADDRESS: "0x0000000000000000000000000000000000000005",
  WBE3_MARKETPLACE_ADDRESS: "0x0000000000000000000000000000000000000005",
};

function directive(csp: string, name: string): string[] {
  const found = csp
    .split(";")
    .map((part) => part.trim().split(/\s+/))
    .find(([key]) => key === name);
  return found?.slice(1) ?? [];
}

describe("securityPolicyFor", () => {
  it("lets a local-mode page reach only its own origin", () => {
    expect(securityPolicyFor(parseEnv({}))).toEqual({ connectSrc: [], frameSrc: [], openerPolicy: "same-origin", hsts: false });
  });

  it("lets the page reach the public RPC of a remote chain", () => {
    expect(securityPolicyFor(parseEnv(REMOTE_CHAIN)).connectSrc).toEqual(["https://mainnet.base.org"]);
  });

  it("adds WalletConnect's relay and verify service only when WalletConnect is configured", () => {
    const policy = securityPolicyFor(parseEnv({ WALLETCONNECT_PROJECT_ID: PROJECT_ID }));
    expect(policy.connectSrc).toEqual([
      "wss://relay.walletconnect.org",
      "https://verify.walletconnect.org",
      "https://verify.walletconnect.com",
    ]);
    expect(policy.frameSrc).toEqual(["https://verify.walletconnect.org", "https://verify.walletconnect.com"]);
    expect(
      securityPolicyFor(parseEnv({ WALLETCONNECT_PROJECT_ID: PROJECT_ID, WALLETCONNECT_RELAY_URL: "ws://127.0.0.1:4100/" })).connectSrc,
    ).toContain("ws://127.0.0.1:4100");
  });

  it("keeps Coinbase Wallet's popup reachable and its relays allowed only when Coinbase Wallet is configured", () => {
    const policy = securityPolicyFor(parseEnv({ COINBASE_WALLET: "true" }));
    expect(policy.openerPolicy).toBe("same-origin-allow-popups");
    expect(policy.connectSrc).toContain("wss://www.walletlink.org");
  });
});

describe("security headers with wallet connectors configured", () => {
  it("sends the configured origins in the page's CSP and the opener policy Coinbase Wallet needs", async () => {
    const t = await createTestApp({ seed: false, env: { WALLETCONNECT_PROJECT_ID: PROJECT_ID, COINBASE_WALLET: "true" } });
    try {
      const res = await t.request("/api/health");
      const csp = res.headers.get("content-security-policy") ?? "";
      expect(directive(csp, "connect-src")).toEqual(
        expect.arrayContaining(["'self'", "wss://relay.walletconnect.org", "wss://www.walletlink.org"]),
      );
      expect(directive(csp, "frame-src")).toEqual([
        "'self'",
        "https://www.youtube-nocookie.com",
        "https://player.twitch.tv",
        "https://verify.walletconnect.org",
        "https://verify.walletconnect.com",
      ]);
      expect(directive(csp, "script-src")).toEqual(["'self'"]);
      expect(directive(csp, "media-src")).toEqual(["'self'", "blob:", "https:"]);
      expect(res.headers.get("cross-origin-opener-policy")).toBe("same-origin-allow-popups");

      const config = (await (await t.request("/api/config")).json()) as Record<string, unknown>;
      expect(config.wallets).toEqual({
        walletConnect: { projectId: PROJECT_ID, relayUrl: "wss://relay.walletconnect.org" },
        coinbaseWallet: true,
      });
    } finally {
      await t.close();
    }
  });
});
