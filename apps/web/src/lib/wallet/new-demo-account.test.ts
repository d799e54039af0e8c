import { afterEach, describe, expect, it, vi } from "vitest";
import { createConfig, http } from "wagmi";
import { connect, disconnect, getConnection, reconnect } from "wagmi/actions";
import { privateKeyToAccount } from "viem/accounts";
import { TEST_CONFIG } from "@/test/fake-api";
import { appChain } from "./app-chain";
import { DEMO_ACCOUNT_KEY, newDemoAccountWallet } from "./new-demo-account";

const chain = appChain({ ...TEST_CONFIG, localMode: true });

/** A page's wagmi set-up with only the new-demo-account connector (each call: a page load). */
function page(fund: (address: string) => Promise<unknown>) {
  const config = createConfig({
    chains: [chain],
    connectors: [newDemoAccountWallet(fund)],
    transports: { [chain.id]: http(chain.rpcUrls.default.http[0]) },
    multiInjectedProviderDiscovery: false,
  });
  const [connector] = config.connectors;
  return { config, connector };
}

afterEach(() => {
  window.localStorage.clear();
});

describe("New demo account", () => {
  it("makes and funds a new key each time it is picked, and a reload brings the last one back unfunded", async () => {
    const fund = vi.fn((_address: string) => Promise.resolve());
    const first = page(fund);
    const made = await connect(first.config, { connector: first.connector });
    const key = window.localStorage.getItem(DEMO_ACCOUNT_KEY) as `0x${string}`;
    expect(made.accounts[0]).toBe(privateKeyToAccount(key).address);
    expect(fund.mock.calls).toEqual([[made.accounts[0]]]);

    const reloaded = page(fund);
    await reconnect(reloaded.config);
    expect(getConnection(reloaded.config).address).toBe(made.accounts[0]);
    expect(fund).toHaveBeenCalledTimes(1);

    await disconnect(reloaded.config);
    const again = await connect(reloaded.config, { connector: reloaded.connector });
    expect(again.accounts[0]).not.toBe(made.accounts[0]);
    expect(fund).toHaveBeenCalledTimes(2);
  });

  it("keeps no key the server did not fund", async () => {
    const { config, connector } = page(() => Promise.reject(new Error("New demo accounts exist only on the local chain.")));
    await expect(connect(config, { connector })).rejects.toThrow("only on the local chain");
    expect(window.localStorage.getItem(DEMO_ACCOUNT_KEY)).toBeNull();
  });
});
