import { describe, expect, it } from "vitest";
import {
  parseTransaction,
  recoverMessageAddress,
  recoverTransactionAddress,
  recoverTypedDataAddress,
  stringToHex,
  type Hex,
  type TransactionSerialized,
} from "viem";
import {
  devAccount,
  REQUEST_PENDING,
  UNRECOGNIZED_CHAIN,
  USER_REJECTED,
  WalletHandler,
  WalletRpcError,
  type WalletHandlerOptions,
} from "./wallet-handler.ts";

const APP_CHAIN = 31337;

interface Harness {
  wallet: WalletHandler;
  events: [string, unknown][];
  forwarded: [string, readonly unknown[]][];
}

/** A node that answers just what viem asks while preparing a transaction. */
function fakeNode(method: string): unknown {
  switch (method) {
    case "eth_chainId":
      return "0x7a69";
    case "eth_getTransactionCount":
      return "0x5";
    case "eth_estimateGas":
      return "0x5208";
    case "eth_getBlockByNumber":
      return { baseFeePerGas: "0x3b9aca00", number: "0x10" };
    case "eth_maxPriorityFeePerGas":
      return "0x3b9aca00";
    case "eth_sendRawTransaction":
      return "0x" + "ab".repeat(32);
    default:
      throw new WalletRpcError(-32601, `fake node has no ${method}`);
  }
}

function harness(options: Partial<WalletHandlerOptions> = {}): Harness {
  const events: [string, unknown][] = [];
  const forwarded: [string, readonly unknown[]][] = [];
  const wallet = new WalletHandler({
    appChainId: APP_CHAIN,
    forward: (method, params) => {
      forwarded.push([method, params]);
      // A Promise even when the fake node throws, as a real transport rejects.
      return new Promise((resolve) => resolve(fakeNode(method)));
    },
    emit: (event, data) => {
      events.push([event, data]);
      return Promise.resolve();
    },
    ...options,
  });
  return { wallet, events, forwarded };
}

async function rpcError(promise: Promise<unknown>): Promise<number | null> {
  try {
    await promise;
    return null;
  } catch (error) {
    return error instanceof WalletRpcError ? error.code : -1;
  }
}

describe("WalletHandler", () => {
  it("gives its dev account on connect and only then lists it in eth_accounts", async () => {
    const { wallet } = harness({ accountIndex: 5 });
    expect(await wallet.request("eth_accounts")).toEqual([]);
    expect(await wallet.request("eth_requestAccounts")).toEqual([devAccount(5).address]);
    expect(await wallet.request("eth_accounts")).toEqual([devAccount(5).address]);
  });

  it.each([USER_REJECTED, REQUEST_PENDING] as const)("refuses to connect with %i when told to", async (code) => {
    const { wallet } = harness();
    wallet.script.connect = code;
    expect(await rpcError(wallet.request("eth_requestAccounts"))).toBe(code);
    expect(await rpcError(wallet.request("wallet_requestPermissions", [{ eth_accounts: {} }]))).toBe(code);
    expect(await wallet.request("eth_accounts")).toEqual([]);
  });

  it("signs personal_sign for real with its key, or refuses with 4001", async () => {
    const { wallet } = harness();
    await wallet.request("eth_requestAccounts");
    const message = "Sign in to WBE3";
    const signature = (await wallet.request("personal_sign", [stringToHex(message), wallet.address])) as Hex;
    expect(await recoverMessageAddress({ message, signature })).toBe(wallet.address);

    wallet.script.sign = USER_REJECTED;
    expect(await rpcError(wallet.request("personal_sign", [stringToHex(message), wallet.address]))).toBe(USER_REJECTED);
  });

  it("signs eth_signTypedData_v4 for real from the JSON a page sends, or refuses with 4001", async () => {
    const { wallet } = harness();
    await wallet.request("eth_requestAccounts");
    const typedData = {
      domain: { name: "WBE3 Tickets", version: "1", chainId: APP_CHAIN, verifyingContract: wallet.address },
      types: {
        CheckIn: [
          { name: "show", type: "string" },
          { name: "tokenId", type: "uint256" },
        ],
      },
      primaryType: "CheckIn",
      message: { show: "a-show", tokenId: 7n },
    } as const;
    // Pages send the domain's own type too, and big numbers as decimal strings inside the JSON.
    const domainType = ["name", "version", "chainId", "verifyingContract"].map((name, at) => ({
      name,
      type: ["string", "string", "uint256", "address"][at],
    }));
    const sent = { ...typedData, types: { EIP712Domain: domainType, ...typedData.types } };
    const json = JSON.stringify(sent, (_key, value: unknown) => (typeof value === "bigint" ? value.toString() : value));
    const signature = (await wallet.request("eth_signTypedData_v4", [wallet.address, json])) as Hex;
    expect(await recoverTypedDataAddress({ ...typedData, signature })).toBe(wallet.address);

    wallet.script.sign = USER_REJECTED;
    expect(await rpcError(wallet.request("eth_signTypedData_v4", [wallet.address, json]))).toBe(USER_REJECTED);
  });

  it("reports the chain it was put on and switches to a chain it knows, emitting chainChanged", async () => {
    const { wallet, events } = harness({ chainId: 8453, knownChains: [8453, APP_CHAIN] });
    expect(await wallet.request("eth_chainId")).toBe("0x2105");
    expect(await wallet.request("wallet_switchEthereumChain", [{ chainId: "0x7a69" }])).toBeNull();
    expect(await wallet.request("eth_chainId")).toBe("0x7a69");
    expect(events).toEqual([["chainChanged", "0x7a69"]]);
  });

  it("answers 4902 for an unknown chain until wallet_addEthereumChain adds (and switches to) it", async () => {
    const { wallet, events } = harness({ chainId: 8453, knownChains: [8453] });
    expect(await rpcError(wallet.request("wallet_switchEthereumChain", [{ chainId: "0x7a69" }]))).toBe(UNRECOGNIZED_CHAIN);
    expect(wallet.chainId).toBe(8453);
    await wallet.request("wallet_addEthereumChain", [{ chainId: "0x7a69", chainName: "Local", rpcUrls: ["http://127.0.0.1/api/rpc"] }]);
    expect(wallet.chainId).toBe(APP_CHAIN);
    expect(events).toEqual([["chainChanged", "0x7a69"]]);
  });

  it("emits accountsChanged for another account and [] when the site is disconnected", async () => {
    const { wallet, events } = harness();
    await wallet.request("eth_requestAccounts");
    await wallet.useAccount(7);
    await wallet.revokeAccounts();
    expect(events).toEqual([
      ["accountsChanged", [devAccount(7).address]],
      ["accountsChanged", []],
    ]);
    expect(await wallet.request("eth_accounts")).toEqual([]);
  });

  it("signs eth_sendTransaction with its key and sends the raw transaction to the node", async () => {
    const { wallet, forwarded } = harness();
    await wallet.request("eth_requestAccounts");
    const to = devAccount(8).address;
    const hash = await wallet.request("eth_sendTransaction", [{ from: wallet.address, to, value: "0x64" }]);
    expect(hash).toBe("0x" + "ab".repeat(32));
    const sent = forwarded.find(([method]) => method === "eth_sendRawTransaction");
    const raw = sent?.[1][0] as TransactionSerialized;
    expect(await recoverTransactionAddress({ serializedTransaction: raw })).toBe(wallet.address);
    expect(parseTransaction(raw)).toMatchObject({ to: to.toLowerCase(), value: 100n, chainId: APP_CHAIN, nonce: 5 });
  });

  it("sends nothing when the transaction is rejected or the wallet is on another chain", async () => {
    const rejected = harness();
    await rejected.wallet.request("eth_requestAccounts");
    rejected.wallet.script.transaction = USER_REJECTED;
    expect(
      await rpcError(rejected.wallet.request("eth_sendTransaction", [{ from: rejected.wallet.address, to: rejected.wallet.address }])),
    ).toBe(USER_REJECTED);
    expect(rejected.forwarded).toEqual([]);

    const elsewhere = harness({ chainId: 8453 });
    await elsewhere.wallet.request("eth_requestAccounts");
    expect(
      await rpcError(elsewhere.wallet.request("eth_sendTransaction", [{ from: elsewhere.wallet.address, to: elsewhere.wallet.address }])),
    ).toBe(-32603);
    expect(elsewhere.forwarded).toEqual([]);
  });

  it("forwards reads it does not answer itself", async () => {
    const { wallet, forwarded } = harness();
    expect(await wallet.request("eth_getTransactionCount", ["0x0", "latest"])).toBe("0x5");
    expect(forwarded).toEqual([["eth_getTransactionCount", ["0x0", "latest"]]]);
  });
});
