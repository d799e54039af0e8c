import { createWalletClient, http, parseUnits, type Address, type Hash, type HDAccount } from "viem";
import { wbe3TokenAbi } from "@wbe3/contracts";
import type { WalletCall } from "@wbe3/domain";
import type { chainActors } from "./chain-actors.ts";
import type { TestApp } from "./test-app.ts";

type Actors = ReturnType<typeof chainActors>;

/**
 * What a test needs to act as wallets on the shared local chain: send the calls the server
 * answered (one by one, as a wallet without batching does), lend WBE3 from a bank account, and
 * read balances. Each test file uses its own accounts (the chain is shared by files running at once).
 */
export function testWallets(actors: Actors, app: () => TestApp) {
  const client = () => app().deps.chain.client;
  const walletOf = (account: HDAccount) => createWalletClient({ account, chain: actors.chain, transport: http(actors.rpcUrl) });

  async function mined(hash: Hash) {
    const receipt = await client().waitForTransactionReceipt({ hash, pollingInterval: 50 });
    if (receipt.status !== "success") throw new Error(`transaction ${hash} reverted`);
    return receipt;
  }

  /** Sends an order's calls from this wallet in order; answers the last transaction (the payment). */
  async function sendCalls(account: HDAccount, calls: readonly WalletCall[]): Promise<Hash> {
    let last: Hash | undefined;
    for (const call of calls) {
      last = await walletOf(account).sendTransaction({ to: call.to, data: call.data, value: BigInt(call.value) });
      await mined(last);
    }
    if (!last) throw new Error("no calls to send");
    return last;
  }

  /** Moves whole WBE3 from the bank to `to`. */
  async function lendWbe3(bank: HDAccount, to: Address, whole: string): Promise<void> {
    await mined(
      await walletOf(bank).writeContract({
        address: app().deps.chain.contracts.WBE3Token,
        abi: wbe3TokenAbi,
        functionName: "transfer",
        args: [to, parseUnits(whole, 18)],
      }),
    );
  }

  function wbe3Of(address: string): Promise<bigint> {
    return client().readContract({
      address: app().deps.chain.contracts.WBE3Token,
      abi: wbe3TokenAbi,
      functionName: "balanceOf",
      args: [address as Address],
    });
  }

  /**
   * What one mined transaction did to each address's WBE3: the balance in its block less the
   * balance in the block before. The local chain mines a block per transaction, so files paying
   * the same treasury or seller at the same time never show in another's change.
   */
  async function wbe3ChangesIn(txHash: Hash, addresses: readonly string[]): Promise<bigint[]> {
    const { blockNumber } = await mined(txHash);
    const at = (address: string, block: bigint) =>
      client().readContract({
        address: app().deps.chain.contracts.WBE3Token,
        abi: wbe3TokenAbi,
        functionName: "balanceOf",
        args: [address as Address],
        blockNumber: block,
      });
    return Promise.all(addresses.map(async (address) => (await at(address, blockNumber)) - (await at(address, blockNumber - 1n))));
  }

  return { walletOf, mined, sendCalls, lendWbe3, wbe3Of, wbe3ChangesIn };
}
