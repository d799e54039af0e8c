import { afterEach, describe, expect, it, vi } from "vitest";
import { keccak256, parseTransaction, recoverTransactionAddress, stringToHex, verifyMessage, type Hex } from "viem";
import { devAccounts } from "@wbe3/contracts";
import { TEST_CONFIG } from "@/test/fake-api";
import { jsonResponse, stubFetch } from "@/test/fetch-stub";
import { appChain } from "./app-chain";
import { createDemoProvider } from "./demo-provider";

const [, artist] = devAccounts(2);
if (!artist) throw new Error("dev account 1 missing");
const chain = appChain(TEST_CONFIG, "http://localhost:8787");

afterEach(() => {
  vi.unstubAllGlobals();
});

interface RpcCall {
  id: number;
  method: string;
  params: unknown[];
}

/** A JSON-RPC node that answers what sending a transaction needs and records what it was sent. */
function stubNode() {
  const raw: Hex[] = [];
  const answers: Record<string, (params: unknown[]) => unknown> = {
    eth_chainId: () => "0x7a69",
    eth_getTransactionCount: () => "0x7",
    eth_getBlockByNumber: () => ({ number: "0x10", baseFeePerGas: "0x3b9aca00", timestamp: "0x1", transactions: [] }),
    eth_maxPriorityFeePerGas: () => "0x3b9aca00",
    eth_estimateGas: () => "0x5208",
    eth_sendRawTransaction: ([signed]) => {
      raw.push(signed as Hex);
      return keccak256(signed as Hex);
    },
  };
  const fetch = stubFetch((url, init) => {
    expect(url.href).toBe("http://localhost:8787/api/rpc");
    const body = JSON.parse(typeof init?.body === "string" ? init.body : "null") as RpcCall | RpcCall[];
    const answer = (call: RpcCall) => {
      const handler = answers[call.method];
      return handler
        ? { jsonrpc: "2.0", id: call.id, result: handler(call.params) }
        : { jsonrpc: "2.0", id: call.id, error: { code: -32601, message: `no ${call.method}` } };
    };
    return jsonResponse(Array.isArray(body) ? body.map(answer) : answer(body));
  });
  return { raw, fetch };
}

describe("demo wallet provider", () => {
  const provider = createDemoProvider({ account: artist, chain });

  it("answers like a wallet on the app's chain with its one account", async () => {
    await expect(provider.request({ method: "eth_chainId" })).resolves.toBe("0x7a69");
    await expect(provider.request({ method: "eth_requestAccounts" })).resolves.toEqual([artist.address]);
    await expect(provider.request({ method: "eth_accounts" })).resolves.toEqual([artist.address]);
  });

  it("signs personal_sign messages with the dev key", async () => {
    const message = "Sign in to WBE3.";
    const signature = (await provider.request({ method: "personal_sign", params: [stringToHex(message), artist.address] })) as Hex;
    await expect(verifyMessage({ address: artist.address, message, signature })).resolves.toBe(true);
  });

  it("refuses to sign for an address it does not hold", async () => {
    await expect(
      provider.request({ method: "personal_sign", params: ["0x00", "0x0000000000000000000000000000000000000001"] }),
    ).rejects.toMatchObject({ code: 4100 });
  });

  it("knows only the app's chain (4902 for any other, as wallets say)", async () => {
    await expect(provider.request({ method: "wallet_switchEthereumChain", params: [{ chainId: "0x7a69" }] })).resolves.toBeNull();
    await expect(provider.request({ method: "wallet_switchEthereumChain", params: [{ chainId: "0x2105" }] })).rejects.toMatchObject({
      code: 4902,
    });
  });

  it("refuses EIP-5792 batches itself (4200), so the app sends calls one by one without asking the node", async () => {
    await expect(provider.request({ method: "wallet_getCapabilities", params: [] })).rejects.toMatchObject({ code: 4200 });
    await expect(provider.request({ method: "wallet_sendCalls", params: [] })).rejects.toMatchObject({ code: 4200 });
  });

  it("signs eth_sendTransaction locally and sends it raw through the app's RPC", async () => {
    const node = stubNode();
    const to = "0x000000000000000000000000000000000000dEaD";
    const hash = await provider.request({
      method: "eth_sendTransaction",
      params: [{ from: artist.address, to, value: "0x2386f26fc10000", data: "0x1234" }],
    });

    expect(node.raw).toHaveLength(1);
    const signed = node.raw[0] as Hex;
    expect(hash).toBe(keccak256(signed));
    expect(parseTransaction(signed)).toMatchObject({ to: to.toLowerCase(), value: 10n ** 16n, data: "0x1234", nonce: 7, chainId: 31337 });
    await expect(recoverTransactionAddress({ serializedTransaction: signed as never })).resolves.toBe(artist.address);
  });
});
