import path from "node:path";
import { describe, expect, it } from "vitest";
import { EnvError, parseEnv } from "./env.ts";

describe("parseEnv", () => {
  it("has working defaults for a fresh machine", () => {
    const env = parseEnv({});
    expect(env).toMatchObject({ port: 8787, host: "127.0.0.1", databaseUrl: undefined, seedDemo: true, isProduction: false });
    expect(env.dataDir).toBe(path.resolve("./data"));
  });

  it("honours PORT, DATA_DIR and DATABASE_URL and treats empty values as unset", () => {
    const env = parseEnv({ PORT: "9000", DATA_DIR: "/tmp/x", DATABASE_URL: "postgres://u@h/db", LOG_LEVEL: "" });
    expect(env).toMatchObject({ port: 9000, dataDir: "/tmp/x", databaseUrl: "postgres://u@h/db", logLevel: "info" });
  });

  it("purges expired records every PURGE_INTERVAL_SECONDS, 15 minutes unless set", () => {
    expect(parseEnv({}).purgeIntervalMs).toBe(900_000);
    expect(parseEnv({ PURGE_INTERVAL_SECONDS: "60" }).purgeIntervalMs).toBe(60_000);
    expect(() => parseEnv({ PURGE_INTERVAL_SECONDS: "1" })).toThrow(/PURGE_INTERVAL_SECONDS must be between 10 and 86400/);
  });

  it("does not seed demo data in production unless asked", () => {
    const production = { NODE_ENV: "production", PUBLIC_ORIGIN: "https://wbe3.example", CONTENT_LINK_SECRET: "k".repeat(32) };
    expect(parseEnv(production).seedDemo).toBe(false);
    expect(parseEnv({ ...production, SEED_DEMO: "true" }).seedDemo).toBe(true);
  });

  it("signs content links with CONTENT_LINK_SECRET, required in production; a per-process key elsewhere", () => {
    const production = { NODE_ENV: "production", PUBLIC_ORIGIN: "https://wbe3.example" };
    expect(() => parseEnv(production)).toThrow(/CONTENT_LINK_SECRET: required in production/);
    expect(() => parseEnv({ CONTENT_LINK_SECRET: "short" })).toThrow(/CONTENT_LINK_SECRET must be at least 32 characters/);
    expect(parseEnv({ ...production, CONTENT_LINK_SECRET: "k".repeat(32) }).contentLinkSecret).toBe("k".repeat(32));
    const local = parseEnv({}).contentLinkSecret;
    expect(local).toHaveLength(64);
    expect(parseEnv({}).contentLinkSecret).toBe(local);
  });

  it("names every bad value in one clear error", () => {
    let error: unknown;
    try {
      parseEnv({ PORT: "99999", DATABASE_URL: "mysql://x", LOG_LEVEL: "loud" });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(EnvError);
    const message = (error as EnvError).message;
    expect(message).toMatch(/PORT: PORT must be between 0 and 65535/);
    expect(message).toMatch(/DATABASE_URL/);
    expect(message).toMatch(/LOG_LEVEL/);
  });

  it("waits for 3 confirmations on a remote chain and 1 on the local one, unless told otherwise", () => {
    const contract = "0x5FbDB2315678afecb367f032d93F642f64180aa3";
    const remote = {
      RPC_URL: "https://rpc.example",
      PUBLIC_RPC_URL: "https://rpc.example",
      CHAIN_ID: "84532",
      WBE3_TOKEN_ADDRESS: contract,
      TRACK_NFT_ADDRESS: contract,
      TICKET_NFT_ADDRESS: contract,
      COPYRIGHT_REGISTRY_ADDRESS: contract,
      WBE3_PAYMENTS_ADDRESS: contract,
      WBE3_MARKETPLACE_ADDRESS: contract,
    };
    expect(parseEnv(remote).chain).toMatchObject({ mode: "remote", confirmations: 3 });
    expect(parseEnv({ ...remote, CHAIN_CONFIRMATIONS: "5" }).chain.confirmations).toBe(5);
    expect(parseEnv({}).chain).toMatchObject({ mode: "local", confirmations: 1 });
  });

  it("takes the platform signer's key on a remote chain, refusing anything but a 32-byte hex key", () => {
    const contract = "0x5FbDB2315678afecb367f032d93F642f64180aa3";
    const remote = Object.fromEntries(
      ["WBE3_TOKEN", "TRACK_NFT", "TICKET_NFT", "COPYRIGHT_REGISTRY", "WBE3_PAYMENTS", "WBE3_MARKETPLACE"].map((name) => [
        `${name}_ADDRESS`,
        contract,
      ]),
    );
    const base = { ...remote, RPC_URL: "https://rpc.example", PUBLIC_RPC_URL: "https://rpc.example", CHAIN_ID: "84532" };
    expect(parseEnv(base).chain).toMatchObject({ platformSignerKey: undefined });
    const key = `0x${"ab".repeat(32)}`;
    expect(parseEnv({ ...base, PLATFORM_SIGNER_KEY: key }).chain).toMatchObject({ platformSignerKey: key });
    expect(() => parseEnv({ ...base, PLATFORM_SIGNER_KEY: "0x1234" })).toThrow(/PLATFORM_SIGNER_KEY/);
  });

  it("offers no hosted wallet connector unless configured", () => {
    expect(parseEnv({}).wallets).toEqual({ walletConnect: null, coinbaseWallet: false });
  });

  it("turns WalletConnect on with a project id, on the public relay unless another is named", () => {
    const projectId = "0123456789abcdef0123456789ABCDEF";
    expect(parseEnv({ WALLETCONNECT_PROJECT_ID: projectId }).wallets.walletConnect).toEqual({
      projectId,
      relayUrl: "wss://relay.walletconnect.org",
    });
    expect(
      parseEnv({ WALLETCONNECT_PROJECT_ID: projectId, WALLETCONNECT_RELAY_URL: "ws://127.0.0.1:9000" }).wallets.walletConnect?.relayUrl,
    ).toBe("ws://127.0.0.1:9000");
    expect(parseEnv({ COINBASE_WALLET: "true" }).wallets.coinbaseWallet).toBe(true);
  });

  it("refuses a malformed project id, a non-WebSocket relay and a relay without a project id", () => {
    expect(() => parseEnv({ WALLETCONNECT_PROJECT_ID: "my-project" })).toThrow(
      /WALLETCONNECT_PROJECT_ID must be the 32-character project id/,
    );
    expect(() =>
      parseEnv({ WALLETCONNECT_PROJECT_ID: "0123456789abcdef0123456789abcdef", WALLETCONNECT_RELAY_URL: "https://relay.example" }),
    ).toThrow(/WALLETCONNECT_RELAY_URL must be a wss:\/\/ URL/);
    expect(() => parseEnv({ WALLETCONNECT_RELAY_URL: "wss://relay.example" })).toThrow(/set WALLETCONNECT_PROJECT_ID too/);
    expect(() => parseEnv({ COINBASE_WALLET: "yes" })).toThrow(/COINBASE_WALLET/);
  });
});
