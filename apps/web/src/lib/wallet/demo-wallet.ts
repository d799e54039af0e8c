import { getAddress, SwitchChainError, type Address } from "viem";
import { createConnector } from "wagmi";
import { devAccounts } from "@wbe3/contracts";
import { createDemoProvider, type Eip1193Provider } from "./demo-provider";

export const DEMO_WALLET_TYPE = "demo";

/**
 * The Anvil dev accounts a newcomer can pick, named for the role they are handy for. Account 0
 * deploys and owns the contracts, so it is left out.
 */
export const DEMO_ACCOUNTS = [
  { accountIndex: 1, label: "Artist" },
  { accountIndex: 2, label: "Fan" },
  { accountIndex: 3, label: "Partner" },
] as const;

interface DemoWalletParameters {
  accountIndex: number;
  label: string;
}

/**
 * Local mode's "Demo wallet": a wagmi connector over an in-page EIP-1193 provider that holds one
 * of Anvil's public dev keys. Never configured outside local mode.
 */
export function demoWallet({ accountIndex, label }: DemoWalletParameters) {
  const id = `demo-wallet-${accountIndex}`;
  const connectedKey = `${id}.connected`;
  let provider: Eip1193Provider | undefined;
  let address: Address | undefined;

  return createConnector<Eip1193Provider>((config) => {
    const [chain] = config.chains;

    function account() {
      // Deriving a key costs a PBKDF2 run, so it waits until someone picks this wallet.
      const derived = devAccounts(accountIndex + 1)[accountIndex];
      if (!derived) throw new Error(`No dev account ${accountIndex}`);
      return derived;
    }

    function ensureProvider(): Eip1193Provider {
      if (!provider) {
        const local = account();
        address = getAddress(local.address);
        provider = createDemoProvider({ account: local, chain });
      }
      return provider;
    }

    function currentAddress(): Address {
      ensureProvider();
      if (!address) throw new Error("The demo wallet has no account");
      return address;
    }

    return {
      id,
      name: `Demo wallet · ${label}`,
      type: DEMO_WALLET_TYPE,
      async connect({ withCapabilities } = {}) {
        const accounts = [currentAddress()];
        await config.storage?.setItem(connectedKey, true);
        return {
          accounts: (withCapabilities ? accounts.map((each) => ({ address: each, capabilities: {} })) : accounts) as never,
          chainId: chain.id,
        };
      },
      async disconnect() {
        await config.storage?.removeItem(connectedKey);
      },
      getAccounts() {
        return Promise.resolve([currentAddress()]);
      },
      getChainId() {
        return Promise.resolve(chain.id);
      },
      getProvider() {
        return Promise.resolve(ensureProvider());
      },
      async isAuthorized() {
        return Boolean(await config.storage?.getItem(connectedKey));
      },
      switchChain({ chainId }) {
        const target = config.chains.find((each) => each.id === chainId);
        if (!target) return Promise.reject(new SwitchChainError(new Error(`The demo wallet only knows chain ${chain.id}`)));
        return Promise.resolve(target);
      },
      onAccountsChanged(accounts) {
        if (accounts.length === 0) this.onDisconnect();
        else config.emitter.emit("change", { accounts: accounts.map((each) => getAddress(each)) });
      },
      onChainChanged(chainId) {
        config.emitter.emit("change", { chainId: Number(chainId) });
      },
      onDisconnect() {
        config.emitter.emit("disconnect");
      },
    };
  });
}
