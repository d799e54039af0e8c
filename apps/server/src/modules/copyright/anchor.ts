// The on-chain anchor, read from the CopyrightRegistry: what the registrant sends next (commit,
// then reveal once a block has passed), and what the registry says about a fingerprint.
import { encodeFunctionData, getAddress, type Hex, type PublicClient } from "viem";
import { copyrightCommitment, copyrightRegistryAbi } from "@wbe3/contracts";
import type { RegistrationAnswer, WalletCall } from "@wbe3/domain";
import type { Chain } from "../../adapters/chain/chain-client.ts";
import { reachingChain } from "../../adapters/chain/receipts.ts";
import type { RegistrationRow } from "./repo.ts";

/** The chain as a registration's state depends on it: its newest block and the registry's reveal window. */
export interface ChainView {
  head: bigint;
  window: bigint;
  /**
   * The registrations found revealed on the registry by their registrant but not confirmed yet,
   * filled as they are settled (answer.ts): nothing is left to send for them, only to confirm.
   */
  revealed: Set<string>;
}

/** What the registrant commits to: keccak256(sha256, registrant, salt), as the registry computes it. */
export function commitmentOf(row: Pick<RegistrationRow, "sha256" | "registrant" | "salt">): Hex {
  return copyrightCommitment(row.sha256 as Hex, getAddress(row.registrant), row.salt as Hex);
}

export const metadataUriOf = (cid: string): string => `ipfs://${cid}`;

// A constant of the deployed contract: read once per chain client.
const windows = new WeakMap<PublicClient, Promise<bigint>>();

function revealWindow(chain: Chain): Promise<bigint> {
  let window = windows.get(chain.client);
  if (!window) {
    window = chain.client.readContract({
      address: chain.contracts.CopyrightRegistry,
      abi: copyrightRegistryAbi,
      functionName: "REVEAL_WINDOW_BLOCKS",
    });
    // A failed read is not remembered: the next request asks again.
    window.catch(() => windows.delete(chain.client));
    windows.set(chain.client, window);
  }
  return window;
}

/** The chain's newest block (not a cached number: a commit may have been mined a moment ago) and the reveal window. */
export async function chainView(chain: Chain): Promise<ChainView> {
  return reachingChain(chain, async () => {
    const [head, window] = await Promise.all([chain.client.getBlockNumber({ cacheTime: 0 }), revealWindow(chain)]);
    return { head, window, revealed: new Set<string>() };
  });
}

/** The last block in which the commit may be revealed. */
export const revealUntil = (commitBlock: bigint, view: Pick<ChainView, "window">): bigint => commitBlock + view.window;

/**
 * Whether a reveal sent now would come too late: it lands in the next block at the earliest, and the
 * registry refuses one mined after the last block of the window (a reveal already mined in that
 * block is on chain, which the caller reads first).
 */
export const revealWindowPassed = (commitBlock: bigint, view: ChainView): boolean => view.head >= revealUntil(commitBlock, view);

type Next = RegistrationAnswer["next"];

/**
 * The transactions the registrant sends next: the commit while the registration is a draft; the
 * reveal once committed and a block has been mined after the commit's (the registry refuses a
 * reveal in the commit's own block, and a wallet simulates the call on the newest block before it
 * sends it); none otherwise. `view` is needed only for a committed registration.
 */
export function nextStep(chain: Chain, row: RegistrationRow, view: ChainView | null): Next {
  const call = (data: Hex): WalletCall => ({ to: chain.contracts.CopyrightRegistry, data, value: "0x0" });
  if (row.anchorStatus === "draft") {
    const data = encodeFunctionData({ abi: copyrightRegistryAbi, functionName: "commit", args: [commitmentOf(row)] });
    return { step: "commit", calls: [call(data)] };
  }
  if (row.anchorStatus !== "committed" || row.commitBlock === null || row.metadataCid === null || !view) return null;
  if (view.revealed.has(row.id) || view.head <= row.commitBlock || revealWindowPassed(row.commitBlock, view)) return null;
  const data = encodeFunctionData({
    abi: copyrightRegistryAbi,
    functionName: "reveal",
    args: [row.sha256 as Hex, row.salt as Hex, metadataUriOf(row.metadataCid)],
  });
  return { step: "reveal", calls: [call(data)] };
}

/** Who registered this fingerprint on the registry, when (unix seconds) and with which metadata; null if nobody. */
export async function registeredOnChain(
  chain: Chain,
  sha256: string,
): Promise<{ registrant: string; registeredAt: bigint; metadataUri: string } | null> {
  const [registrant, registeredAt, metadataUri] = await reachingChain(chain, () =>
    chain.client.readContract({
      address: chain.contracts.CopyrightRegistry,
      abi: copyrightRegistryAbi,
      functionName: "registrationOf",
      args: [sha256 as Hex],
    }),
  );
  if (/^0x0{40}$/.test(registrant)) return null;
  return { registrant: registrant.toLowerCase(), registeredAt, metadataUri };
}

/** A date as the messages name it: the day, in UTC. */
export const dayOf = (at: Date): string => at.toISOString().slice(0, 10);
