import { createTestClient, createWalletClient, http, type Address, type Hash, type LocalAccount } from "viem";
import { wbe3TokenAbi } from "@wbe3/contracts";
import { AppError } from "@wbe3/domain";
import type { Chain } from "./chain-client.ts";
import { reachingChain } from "./receipts.ts";

/** Local mode's source of test WBE3 (and of ETH for gas, on Anvil). */
export interface TokenFaucet {
  /** Mints `amount` base units to `to`; resolves with the mined transaction's hash. */
  mint(to: Address, amount: bigint): Promise<Hash>;
  /** Raises `to`'s ETH to at least `wei` (Anvil's `anvil_setBalance`; never lowers it). */
  topUpEth(to: Address, wei: bigint): Promise<void>;
}

/**
 * Mints WBE3 from the token's owner (the local deployer). Mints go out one at a time: the owner's
 * nonces must follow each other, and two requests at once would otherwise pick the same one.
 */
export function localTokenFaucet(chain: Chain, owner: LocalAccount): TokenFaucet {
  const wallet = createWalletClient({ account: owner, transport: http(chain.rpcUrl) });
  let queue: Promise<unknown> = Promise.resolve();

  async function mintNow(to: Address, amount: bigint): Promise<Hash> {
    const hash = await reachingChain(chain, () =>
      // No chain object: the node is asked for its id, which is the one the transaction is signed for.
      wallet.writeContract({
        chain: null,
        address: chain.contracts.WBE3Token,
        abi: wbe3TokenAbi,
        functionName: "mint",
        args: [to, amount],
      }),
    );
    const receipt = await reachingChain(chain, () => chain.client.waitForTransactionReceipt({ hash, pollingInterval: 50 }));
    if (receipt.status !== "success") throw new AppError("internal", `The faucet's mint ${hash} reverted`);
    // What the server answers must survive a kill -9 of the local chain (decision 0009).
    await chain.persistState?.();
    return hash;
  }

  return {
    async topUpEth(to, wei) {
      const balance = await reachingChain(chain, () => chain.client.getBalance({ address: to }));
      if (balance >= wei) return;
      const node = createTestClient({ mode: "anvil", transport: http(chain.rpcUrl) });
      await reachingChain(chain, () => node.setBalance({ address: to, value: wei }));
      await chain.persistState?.();
    },
    mint(to, amount) {
      const minted = queue.then(() => mintNow(to, amount));
      // The next mint waits for this one whether it worked or not.
      queue = minted.catch(() => undefined);
      return minted;
    },
  };
}
