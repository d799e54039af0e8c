import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { getAddress, stringToHex, verifyMessage, type Hex } from "viem";
import { USER_REJECTED, WalletHandler, WalletRpcError } from "./wallet-handler.ts";
import { startWalletConnectRelay, type WalletConnectRelay } from "./walletconnect-relay.ts";
import {
  startSignClient,
  startWalletConnectWallet,
  stopSignClient,
  type SignClientInstance,
  type WalletConnectWallet,
} from "./walletconnect-wallet.ts";

const CHAIN_ID = 31337;
const CHAIN = `eip155:${CHAIN_ID}`;
const PROJECT_ID = "e2e-project";

/** What the web app's connector asks for, trimmed to what these tests exercise. */
const DAPP_NAMESPACES = {
  eip155: { chains: [CHAIN], methods: ["personal_sign"], events: ["accountsChanged", "chainChanged"] },
};

function newHandler(): WalletHandler {
  return new WalletHandler({
    appChainId: CHAIN_ID,
    forward: (method) => Promise.reject(new WalletRpcError(-32601, `These tests have no node for ${method}`)),
    emit: () => Promise.resolve(),
  });
}

describe("startWalletConnectWallet", () => {
  let relay: WalletConnectRelay;
  let dapp: SignClientInstance;
  let wallet: WalletConnectWallet;
  let handler: WalletHandler;

  beforeEach(async () => {
    relay = await startWalletConnectRelay();
    handler = newHandler();
    dapp = await startSignClient({ relayUrl: relay.url, projectId: PROJECT_ID, name: "E2E Dapp" });
    wallet = await startWalletConnectWallet({ relayUrl: relay.url, handler, chainId: CHAIN_ID, projectId: PROJECT_ID });
  });

  afterEach(async () => {
    await wallet.close();
    await stopSignClient(dapp);
    await relay.close();
  });

  /** The dapp shows a URI, the phone scans it, the user approves: both sides hold the session. */
  async function connectDapp(): Promise<string> {
    const { uri, approval } = await dapp.connect({ optionalNamespaces: DAPP_NAMESPACES });
    if (!uri) throw new Error("connect() returned no pairing URI");
    const [session] = await Promise.all([approval(), wallet.pair(uri)]);
    return session.topic;
  }

  function personalSign(topic: string, message: string): Promise<Hex> {
    return dapp.request<Hex>({
      topic,
      chainId: CHAIN,
      request: { method: "personal_sign", params: [stringToHex(message), handler.address] },
    });
  }

  it("pairs through the relay and approves a session for the handler's account", async () => {
    const topic = await connectDapp();

    const session = dapp.session.get(topic);
    expect(session.acknowledged).toBe(true);
    expect(session.namespaces.eip155?.accounts).toEqual([`${CHAIN}:${getAddress(handler.address)}`]);
    expect(session.namespaces.eip155?.methods).toEqual(
      expect.arrayContaining(["personal_sign", "eth_sendTransaction", "eth_signTypedData_v4", "wallet_switchEthereumChain"]),
    );
    expect(session.namespaces.eip155?.events).toEqual(["chainChanged", "accountsChanged"]);
    expect(wallet.sessionTopic).toBe(topic);
    expect(relay.published.map(({ method }) => method)).toEqual(expect.arrayContaining(["wc_proposeSession", "wc_approveSession"]));
  });

  it("signs personal_sign with the handler's key", async () => {
    const topic = await connectDapp();

    const signature = await personalSign(topic, "Sign in to WBE3");

    expect(await verifyMessage({ address: handler.address, message: "Sign in to WBE3", signature })).toBe(true);
    expect(handler.requests).toEqual(["eth_requestAccounts", "personal_sign"]);
  });

  it("passes a scripted refusal back to the dapp with its EIP-1193 code", async () => {
    const topic = await connectDapp();
    handler.script.sign = USER_REJECTED;

    await expect(personalSign(topic, "Sign in to WBE3")).rejects.toMatchObject({ code: USER_REJECTED });
  });

  it("rejects the proposal when the handler refuses to connect", async () => {
    handler.script.connect = USER_REJECTED;
    const { uri, approval } = await dapp.connect({ optionalNamespaces: DAPP_NAMESPACES });
    if (!uri) throw new Error("connect() returned no pairing URI");

    const [dappSide, walletSide] = await Promise.allSettled([approval(), wallet.pair(uri)]);

    expect(dappSide).toMatchObject({ status: "rejected", reason: { code: 5000 } });
    expect(walletSide).toMatchObject({ status: "rejected", reason: { code: USER_REJECTED } });
  });

  it("ends the session on disconnect, and the dapp hears of it", async () => {
    const topic = await connectDapp();
    const deleted = new Promise<string>((resolve) => dapp.once("session_delete", (event) => resolve(event.topic)));

    await wallet.disconnect();

    expect(await deleted).toBe(topic);
    expect(wallet.sessionTopic).toBeUndefined();
  });
});
