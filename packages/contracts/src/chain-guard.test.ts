import { describe, expect, it } from "vitest";
import { assertLocalChainId, localChain } from "./chain-guard.ts";

describe("assertLocalChainId", () => {
  it("accepts local chain ids", () => {
    expect(() => assertLocalChainId(31337)).not.toThrow();
    expect(() => assertLocalChainId(1337)).not.toThrow();
  });

  it("refuses Base's 8453 unless allowBaseChainId is true", () => {
    expect(() => assertLocalChainId(8453)).toThrow(expect.objectContaining({ code: "BASE_CHAIN_ID_REFUSED" }));
    expect(() => assertLocalChainId(8453, { allowBaseChainId: false })).toThrow(/8453/);
    expect(() => assertLocalChainId(8453, { allowBaseChainId: true })).not.toThrow();
  });

  it.each([0, -1, 1.5, Number.NaN])("rejects %s as a chain id", (chainId) => {
    expect(() => assertLocalChainId(chainId)).toThrow(expect.objectContaining({ code: "INVALID_CHAIN_ID" }));
  });
});

describe("localChain", () => {
  it("describes the node for viem clients and wallets", () => {
    const chain = localChain(31337, "http://127.0.0.1:8545");
    expect(chain.id).toBe(31337);
    expect(chain.rpcUrls.default.http).toEqual(["http://127.0.0.1:8545"]);
    expect(chain.nativeCurrency).toEqual({ name: "Ether", symbol: "ETH", decimals: 18 });
  });
});
