import { describe, expect, it } from "vitest";
import { CONTRACT_NAMES, CONTRACTS } from "@wbe3/contracts";
import { EnvError, parseEnv } from "./env.ts";

// Issue #11 points 8 and 9: the token price provider, the swap page and the faucet's limit.
const TOKEN = "0x4200000000000000000000000000000000000b3e";
const remote = {
  RPC_URL: "https://mainnet.base.org",
  PUBLIC_RPC_URL: "https://mainnet.base.org",
  CHAIN_ID: "8453",
  ...Object.fromEntries(CONTRACT_NAMES.map((name) => [CONTRACTS[name].addressEnv, TOKEN])),
};

describe("parseEnv: token price, swap page and faucet", () => {
  it("prices WBE3 with the sandbox in local mode, offers no swap page and allows 5 faucet requests a minute", () => {
    const env = parseEnv({});
    expect(env.tokenPrice).toEqual({ provider: "sandbox" });
    expect(env.swapUrl).toBeNull();
    expect(env.faucetRateLimitPerMinute).toBe(5);
  });

  it("asks GeckoTerminal on Base for the chain's own WBE3 with a remote chain", () => {
    expect(parseEnv(remote).tokenPrice).toEqual({
      provider: "geckoterminal",
      apiUrl: "https://api.geckoterminal.com/api/v2",
      network: "base",
      tokenAddress: undefined,
    });
  });

  it("takes the provider, network, token and swap page from the environment", () => {
    const env = parseEnv({
      TOKEN_PRICE_PROVIDER: "geckoterminal",
      TOKEN_PRICE_NETWORK: "base_sepolia",
      TOKEN_PRICE_TOKEN_ADDRESS: TOKEN,
      SWAP_URL: "https://app.uniswap.org/swap?chain=base",
      FAUCET_RATE_LIMIT: "12",
    });
    expect(env.tokenPrice).toMatchObject({ provider: "geckoterminal", network: "base_sepolia", tokenAddress: TOKEN });
    expect(env.swapUrl).toBe("https://app.uniswap.org/swap?chain=base");
    expect(env.faucetRateLimitPerMinute).toBe(12);
    expect(parseEnv({ ...remote, TOKEN_PRICE_PROVIDER: "sandbox" }).tokenPrice).toEqual({ provider: "sandbox" });
  });

  it("names what is missing or wrong", () => {
    let error: unknown;
    try {
      parseEnv({ TOKEN_PRICE_PROVIDER: "geckoterminal" });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(EnvError);
    expect((error as EnvError).issues).toEqual([expect.stringMatching(/^TOKEN_PRICE_TOKEN_ADDRESS: required/)]);
    expect(() => parseEnv({ TOKEN_PRICE_PROVIDER: "coingecko" })).toThrow(/TOKEN_PRICE_PROVIDER must be sandbox or geckoterminal/);
    expect(() => parseEnv({ SWAP_URL: "javascript:alert(1)" })).toThrow(/SWAP_URL/);
    expect(() => parseEnv({ TOKEN_PRICE_TOKEN_ADDRESS: "0x12" })).toThrow(/TOKEN_PRICE_TOKEN_ADDRESS/);
  });
});
