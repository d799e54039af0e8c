import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { decodeFunctionData, encodeFunctionData } from "viem";
import { trackNFTAbi, wbe3MarketplaceAbi, wbe3TokenAbi } from "@wbe3/contracts";
import { CONNECT_TO_MINT_NFTS, wrongNetwork } from "@wbe3/domain";
import { createFakeChain } from "@/test/fake-chain";
import { installFakeApi, TEST_CONFIG } from "@/test/fake-api";
import { resetAppState } from "@/test/reset-app-state";
import { installTestWallet } from "@/test/test-wallet";
import { TRANSACTION_REJECTED, TransactionError } from "./transaction-errors";
import { contractCall, createTransactor } from "./transactor";
import { getWalletRuntime } from "./wallet-runtime";

const wallet = installTestWallet({ name: "Test Wallet" });
const runtime = getWalletRuntime(TEST_CONFIG);
const trackNFT = TEST_CONFIG.contracts.TrackNFT;
const mintCall = contractCall({
  address: trackNFT,
  abi: trackNFTAbi,
  functionName: "mintTrackWithRoyalty",
  args: ["ipfs://bafytest", 1000n],
  value: 10n ** 15n,
});
const options = { label: "Mint", failureTitle: "Minting Failed" };

async function connectTestWallet(): Promise<void> {
  const option = runtime.getWallets().find((each) => each.name === "Test Wallet");
  if (!option) throw new Error("the test wallet was not announced");
  await runtime.connect(option.uid);
}

function failure(promise: Promise<unknown>): Promise<TransactionError> {
  return promise.then(
    () => {
      throw new Error("expected the write to fail");
    },
    (error: unknown) => {
      if (!(error instanceof TransactionError)) throw error;
      return error;
    },
  );
}

beforeEach(() => {
  wallet.reset({ chainId: TEST_CONFIG.chainId });
});

afterEach(async () => {
  await resetAppState();
  vi.unstubAllGlobals();
});

describe("transactor", () => {
  it("refuses with the connect message when no wallet is connected, asking the wallet nothing", async () => {
    const chain = createFakeChain();
    installFakeApi({ routes: { "POST /api/rpc": chain.route } });
    const transactor = createTransactor({ runtime, config: TEST_CONFIG, pollingIntervalMs: 10 });
    const error = await failure(transactor.write(mintCall, options));
    expect(error.kind).toBe("not-connected");
    expect(error.message).toBe(CONNECT_TO_MINT_NFTS);
    expect(wallet.methods()).not.toContain("eth_sendTransaction");
  });

  it("blocks a wallet on another chain with the switch-network message", async () => {
    const chain = createFakeChain();
    installFakeApi({ routes: { "POST /api/rpc": chain.route } });
    await connectTestWallet();
    wallet.changeChain(1);
    await vi.waitFor(() => expect(runtime.getState().chainId).toBe(1));
    const transactor = createTransactor({ runtime, config: TEST_CONFIG, pollingIntervalMs: 10 });
    const error = await failure(transactor.write(mintCall, options));
    expect(error.kind).toBe("wrong-network");
    expect(error.message).toBe(wrongNetwork(TEST_CONFIG.chainName, TEST_CONFIG.chainId));
    expect(wallet.methods()).not.toContain("eth_sendTransaction");
  });

  it("sends the call with its fee and resolves with the hash once the receipt succeeds", async () => {
    const chain = createFakeChain();
    installFakeApi({ routes: { "POST /api/rpc": chain.route } });
    await connectTestWallet();
    const transactor = createTransactor({ runtime, config: TEST_CONFIG, pollingIntervalMs: 10 });
    const { hash, receipt } = await transactor.write(mintCall, options);
    const [sent] = wallet.sentTransactions();
    expect(sent?.to.toLowerCase()).toBe(trackNFT.toLowerCase());
    expect(BigInt(sent?.value ?? "0x0")).toBe(10n ** 15n);
    expect(decodeFunctionData({ abi: trackNFTAbi, data: sent?.data ?? "0x" })).toMatchObject({
      functionName: "mintTrackWithRoyalty",
      args: ["ipfs://bafytest", 1000n],
    });
    expect(receipt.transactionHash).toBe(hash);
    expect(chain.methods()).toContain("eth_getTransactionReceipt");
  });

  it("maps a rejected signature (4001) to the rejection message", async () => {
    const chain = createFakeChain();
    installFakeApi({ routes: { "POST /api/rpc": chain.route } });
    await connectTestWallet();
    wallet.fail("eth_sendTransaction", 4001, "User rejected the request.");
    const transactor = createTransactor({ runtime, config: TEST_CONFIG, pollingIntervalMs: 10 });
    const error = await failure(transactor.write(mintCall, options));
    expect(error.kind).toBe("rejected");
    expect(error.message).toBe(TRANSACTION_REJECTED);
  });

  it("explains our contracts' custom errors before anything is signed", async () => {
    const chain = createFakeChain({ revert: { errorName: "WrongFee", args: [2n * 10n ** 15n, 10n ** 15n] } });
    installFakeApi({ routes: { "POST /api/rpc": chain.route } });
    await connectTestWallet();
    const transactor = createTransactor({ runtime, config: TEST_CONFIG, pollingIntervalMs: 10 });
    const error = await failure(transactor.write(mintCall, options));
    expect(error.kind).toBe("reverted");
    expect(error.message).toBe("The fee sent does not match the contract's fee of 0.002 ETH.");
    expect(wallet.methods()).not.toContain("eth_sendTransaction");
  });

  it("fails when the transaction reverts on chain", async () => {
    const chain = createFakeChain({ failOnChain: true });
    installFakeApi({ routes: { "POST /api/rpc": chain.route } });
    await connectTestWallet();
    const transactor = createTransactor({ runtime, config: TEST_CONFIG, pollingIntervalMs: 10 });
    const error = await failure(transactor.write(mintCall, options));
    expect(error.message).toBe("The transaction was reverted on chain (unknown reason).");
    expect(error.kind).toBe("reverted");
  });

  it("reads a contract value through the app's RPC", async () => {
    const chain = createFakeChain({ mintFeeWei: 7n });
    installFakeApi({ routes: { "POST /api/rpc": chain.route } });
    const transactor = createTransactor({ runtime, config: TEST_CONFIG });
    await expect(transactor.read({ address: trackNFT, abi: trackNFTAbi, functionName: "mintFee" })).resolves.toBe(7n);
  });

  it("checks every write against its ABI when it is built (typecheck fails otherwise)", () => {
    // @ts-expect-error: TrackNFT has no such function
    contractCall({ address: trackNFT, abi: trackNFTAbi, functionName: "mintEverything", args: [] });
    // @ts-expect-error: mintTrackWithRoyalty takes (string, uint96)
    contractCall({ address: trackNFT, abi: trackNFTAbi, functionName: "mintTrackWithRoyalty", args: [1000n, "ipfs://bafytest"] });
    expect(contractCall({ address: trackNFT, abi: trackNFTAbi, functionName: "mintTrack", args: ["ipfs://bafytest"] })).toMatchObject({
      functionName: "mintTrack",
    });
  });

  describe("calls the server prepared", () => {
    const approve = {
      to: TEST_CONFIG.contracts.WBE3Token,
      data: encodeFunctionData({ abi: wbe3TokenAbi, functionName: "approve", args: [TEST_CONFIG.contracts.WBE3Marketplace, 5n] }),
      value: "0x0",
    } as const;
    const pause = {
      to: TEST_CONFIG.contracts.WBE3Marketplace,
      data: encodeFunctionData({ abi: wbe3MarketplaceAbi, functionName: "pause" }),
      value: "0x0",
    } as const;
    const checkoutOptions = { label: "Checkout", failureTitle: "Payment Failed" };

    it("sends them one after the other to a wallet without atomic batches, answering the last", async () => {
      const chain = createFakeChain();
      installFakeApi({ routes: { "POST /api/rpc": chain.route } });
      await connectTestWallet();
      const transactor = createTransactor({ runtime, config: TEST_CONFIG, pollingIntervalMs: 10 });
      const { hash } = await transactor.sendCalls([approve, pause], checkoutOptions);
      const sent = wallet.sentTransactions();
      expect(sent.map((tx) => tx.to.toLowerCase())).toEqual([approve.to.toLowerCase(), pause.to.toLowerCase()]);
      expect(sent.map((tx) => tx.data)).toEqual([approve.data, pause.data]);
      expect(hash).toMatch(/^0x[0-9a-f]{64}$/);
    });

    it("names a marketplace refusal before anything is signed", async () => {
      const chain = createFakeChain({ revert: { errorName: "SoldOut", args: [`0x${"1".repeat(64)}`, 0n] } });
      installFakeApi({ routes: { "POST /api/rpc": chain.route } });
      await connectTestWallet();
      const transactor = createTransactor({ runtime, config: TEST_CONFIG, pollingIntervalMs: 10 });
      const error = await failure(transactor.sendCalls([pause], checkoutOptions));
      expect(error.kind).toBe("reverted");
      expect(error.message).toBe("An item in your order is sold out.");
      expect(wallet.methods()).not.toContain("eth_sendTransaction");
    });
  });
});
