import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { TEST_CONFIG } from "@/test/fake-api";
import { resetAppState } from "@/test/reset-app-state";
import { installTestWallet } from "@/test/test-wallet";
import { createWalletRuntime, getWalletRuntime, WalletConnectCancelledError } from "./wallet-runtime";

const wallet = installTestWallet({ name: "Test Wallet" });
const runtime = getWalletRuntime(TEST_CONFIG);

function testWalletUid(): string {
  const option = runtime.getWallets().find((each) => each.name === "Test Wallet");
  if (!option) throw new Error("the test wallet was not announced");
  return option.uid;
}

beforeEach(() => {
  wallet.reset({ chainId: TEST_CONFIG.chainId });
});

afterEach(async () => {
  await resetAppState();
});

describe("the wallets on offer", () => {
  it("lists browser wallets only, when no hosted connector is configured", () => {
    expect(runtime.getWallets().map((each) => [each.name, each.kind])).toEqual([["Test Wallet", "browser"]]);
  });

  // One page holds one WalletConnect client, so both tests share this runtime.
  const hosted = createWalletRuntime({
    ...TEST_CONFIG,
    wallets: { walletConnect: { projectId: "0123456789abcdef0123456789abcdef", relayUrl: "ws://127.0.0.1:9" }, coinbaseWallet: true },
  });

  it("adds WalletConnect and Coinbase Wallet when the server configures them", () => {
    expect(hosted.getWallets().map((each) => [each.name, each.kind])).toEqual([
      ["Test Wallet", "browser"],
      ["WalletConnect", "walletconnect"],
      ["Coinbase Wallet", "coinbase"],
    ]);
  });

  it("shows WalletConnect's pairing URI to its subscribers while the connector offers one", () => {
    const connector = hosted.wagmiConfig.connectors.find((each) => each.type === "walletConnect");
    if (!connector) throw new Error("no WalletConnect connector");
    const seen: (string | null)[] = [];
    hosted.subscribePairingUri(() => seen.push(hosted.getPairingUri()));
    expect(hosted.getPairingUri()).toBeNull();
    connector.emitter.emit("message", { type: "display_uri", data: "wc:abc@2?relay-protocol=irn&symKey=00" });
    expect(hosted.getPairingUri()).toBe("wc:abc@2?relay-protocol=irn&symKey=00");
    expect(seen).toEqual(["wc:abc@2?relay-protocol=irn&symKey=00"]);
  });
});

describe("connect", () => {
  it("is single-flight: a second call while the wallet is asked joins the first", async () => {
    const release = wallet.hold("eth_requestAccounts");
    const first = runtime.connect(testWalletUid());
    const second = runtime.connect(testWalletUid());
    release();
    expect(await second).toEqual(await first);
    expect(wallet.methods().filter((method) => method === "eth_requestAccounts")).toHaveLength(1);
  });

  it("rejects at once when cancelled, and drops the connection should the wallet approve later", async () => {
    const release = wallet.hold("eth_requestAccounts");
    const attempt = runtime.connect(testWalletUid());
    runtime.cancelConnect();
    await expect(attempt).rejects.toBeInstanceOf(WalletConnectCancelledError);

    release();
    await expect.poll(() => wallet.methods().includes("eth_requestAccounts")).toBe(true);
    await expect.poll(() => runtime.getState().status).toBe("disconnected");

    // Nothing is left pending: the next connect asks the wallet afresh and succeeds.
    const connection = await runtime.connect(testWalletUid());
    expect(connection.address).toBe(wallet.account.address);
    expect(runtime.getState().status).toBe("connected");
  });
});
