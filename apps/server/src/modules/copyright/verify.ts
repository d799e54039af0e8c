// `GET /api/copyright/verify/:sha256` (public): who registered this fingerprint and when, read from
// the registry contract, and in which transaction, read from its WorkRegistered event. Our records
// only say where to look and what the registrant chose to publish.
import { getAbiItem, type Hex } from "viem";
import { copyrightRegistryAbi } from "@wbe3/contracts";
import type { VerificationAnswer } from "@wbe3/domain";
import type { Chain } from "../../adapters/chain/chain-client.ts";
import { reachingChain } from "../../adapters/chain/receipts.ts";
import type { AppDeps } from "../../deps.ts";
import { registeredOnChain } from "./anchor.ts";
import { findAnchoredBySha } from "./repo.ts";

const WORK_REGISTERED = getAbiItem({ abi: copyrightRegistryAbi, name: "WorkRegistered" });
/** Blocks per getLogs call: within public RPC limits. */
const LOG_RANGE = 2_000n;

/** The first block stamped at or after `time` (unix seconds) within [low, high]. */
async function firstBlockAt(chain: Chain, time: bigint, low: bigint, high: bigint): Promise<bigint> {
  let [from, to] = [low, high];
  while (from < to) {
    const middle = (from + to) / 2n;
    const { timestamp } = await chain.client.getBlock({ blockNumber: middle });
    if (timestamp < time) from = middle + 1n;
    else to = middle;
  }
  return from;
}

/**
 * The fingerprint's WorkRegistered log: in the block we recorded for its reveal if it is there,
 * else in the blocks stamped with the registry's registration time (found by binary search).
 */
async function registrationLog(chain: Chain, sha256: Hex, registeredAt: bigint, knownBlock: bigint | null) {
  const address = chain.contracts.CopyrightRegistry;
  const logsIn = (fromBlock: bigint, toBlock: bigint) =>
    chain.client.getLogs({ address, event: WORK_REGISTERED, args: { contentHash: sha256 }, fromBlock, toBlock, strict: true });
  return reachingChain(chain, async () => {
    if (knownBlock !== null) {
      const [log] = await logsIn(knownBlock, knownBlock);
      if (log) return log;
    }
    const head = await chain.client.getBlockNumber({ cacheTime: 0 });
    const start = await firstBlockAt(chain, registeredAt, BigInt(chain.contracts.deployBlock), head);
    const end = start + LOG_RANGE - 1n < head ? start + LOG_RANGE - 1n : head;
    const [log] = await logsIn(start, end);
    return log ?? null;
  });
}

export async function verifyFingerprint(deps: Pick<AppDeps, "db" | "chain">, sha256: Hex): Promise<VerificationAnswer> {
  const { chain } = deps;
  const base = { sha256, chainId: chain.chainId, contract: chain.contracts.CopyrightRegistry };
  const onChain = await registeredOnChain(chain, sha256);
  if (!onChain) {
    return {
      ...base,
      registered: false,
      registrant: null,
      registeredAt: null,
      blockNumber: null,
      txHash: null,
      metadataUri: null,
      published: null,
    };
  }
  const ours = await findAnchoredBySha(deps.db, sha256);
  // Ours only if the wallet the registry names is the one we anchored it from.
  const mine = ours?.registrant === onChain.registrant ? ours : null;
  const log = await registrationLog(chain, sha256, onChain.registeredAt, mine?.revealBlock ?? null);
  return {
    ...base,
    registered: true,
    registrant: onChain.registrant,
    registeredAt: new Date(Number(onChain.registeredAt) * 1000).toISOString(),
    blockNumber: log?.blockNumber.toString() ?? null,
    txHash: log?.transactionHash ?? null,
    metadataUri: onChain.metadataUri,
    published: mine?.publishDetails ? { title: mine.title, author: mine.author, workType: mine.workType } : null,
  };
}
