import { getAddress, SwitchChainError, type Address, type LocalAccount } from "viem";
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
 * Where a demo connector's key comes from. `fresh` is true for a connect the person asked for,
 * false when an earlier visit's connection is brought back.
 */
export interface DemoAccountSource {
  id: string;
  name: string;
  account(fresh: boolean): LocalAccount | Promise<LocalAccount>;
}

/**
 * Local mode's "Demo wallet": a wagmi connector over an in-page EIP-1193 provider that holds one
 * of Anvil's public dev keys. Never configured outside local mode.
 */
export function demoWallet({ accountIndex, label }: DemoWalletParameters) {
  let derived: LocalAccount | undefined;
  return demoConnector({
    id: `demo-wallet-${accountIndex}`,
    name: `Demo wallet · ${label}`,
    account() {
      // Deriving a key costs a PBKDF2 run, so it waits until someone picks this wallet, once.
      derived ??= devAccounts(accountIndex + 1)[accountIndex];
      if (!derived) throw new Error(`No dev account ${accountIndex}`);
      return derived;
    },
  });
}

/** A wagmi connector over an in-page EIP-1193 provider holding the source's key. */
export function demoConnector(source: DemoAccountSource) {
  const { id, name } = source;
  const connectedKey = `${id}.connected`;
  let provider: Eip1193Provider | undefined;
  let address: Address | undefined;

  return createConnector<Eip1193Provider>((config) => {
    const [chain] = config.chains;

    async function ensureProvider(fresh = false): Promise<Eip1193Provider> {
      if (!provider || fresh) {
        const local = await source.account(fresh);
        // The same key keeps its provider; a new one (a new demo account) gets its own.
        if (!provider || getAddress(local.address) !== address) provider = createDemoProvider({ account: local, chain });
        address = getAddress(local.address);
      }
      return provider;
    }

    async function currentAddress(fresh = false): Promise<Address> {
      await ensureProvider(fresh);
      if (!address) throw new Error("The demo wallet has no account");
      return address;
    }

    return {
      id,
      name,
      type: DEMO_WALLET_TYPE,
      async connect({ withCapabilities, isReconnecting } = {}) {
        const accounts = [await currentAddress(!isReconnecting)];
        await config.storage?.setItem(connectedKey, true);
        return {
          accounts: (withCapabilities ? accounts.map((each) => ({ address: each, capabilities: {} })) : accounts) as never,
          chainId: chain.id,
        };
      },
      async disconnect() {
        await config.storage?.removeItem(connectedKey);
      },
      async getAccounts() {
        return [await currentAddress()];
      },
      getChainId() {
        return Promise.resolve(chain.id);
      },
      getProvider() {
        return ensureProvider();
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
