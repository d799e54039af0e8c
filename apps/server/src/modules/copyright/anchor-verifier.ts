// What a commit's or a reveal's receipt must show before the registration moves: our registry's
// own event, for this registration's commitment or fingerprint, from its registrant's wallet.
import { parseEventLogs, type Hash } from "viem";
import { copyrightRegistryAbi } from "@wbe3/contracts";
import {
  AppError,
  COMMIT_BY_OTHER_WALLET,
  COMMIT_TX_FAILED,
  commitNotConfirmed,
  NOT_THIS_COMMIT,
  NOT_THIS_REVEAL,
  REVEAL_TX_FAILED,
  revealNotConfirmed,
} from "@wbe3/domain";
import type { Chain } from "../../adapters/chain/chain-client.ts";
import { confirmedReceipt } from "../../adapters/chain/receipts.ts";

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** Only our registry's events count: a look-alike contract can emit the same ones. */
const fromRegistry = (chain: Chain) => (log: { address: string }) => same(log.address, chain.contracts.CopyrightRegistry);

/**
 * The commit: a mined, successful, confirmed transaction whose receipt holds our registry's
 * `WorkCommitted` of this commitment, sent by the registrant. A copy of the commit sent from
 * another wallet is told apart from a transaction that committed something else.
 */
export async function verifyCommit(chain: Chain, txHash: Hash, expected: { commitment: string; registrant: string }): Promise<bigint> {
  const receipt = await confirmedReceipt(chain, txHash, { failed: COMMIT_TX_FAILED, unconfirmed: commitNotConfirmed });
  const commits = parseEventLogs({ abi: copyrightRegistryAbi, logs: receipt.logs, eventName: "WorkCommitted" })
    .filter(fromRegistry(chain))
    .filter((log) => same(log.args.commitment, expected.commitment));
  if (commits.length === 0) throw new AppError("bad_request", NOT_THIS_COMMIT, { reason: "not_this_commit" });
  if (!commits.some((log) => same(log.args.registrant, expected.registrant))) {
    throw new AppError("bad_request", COMMIT_BY_OTHER_WALLET, { reason: "commit_by_other_wallet" });
  }
  return receipt.blockNumber;
}

/** The reveal: our registry's `WorkRegistered` of this fingerprint to the registrant. Answers its block. */
export async function verifyReveal(chain: Chain, txHash: Hash, expected: { sha256: string; registrant: string }): Promise<bigint> {
  const receipt = await confirmedReceipt(chain, txHash, { failed: REVEAL_TX_FAILED, unconfirmed: revealNotConfirmed });
  const registered = parseEventLogs({ abi: copyrightRegistryAbi, logs: receipt.logs, eventName: "WorkRegistered" })
    .filter(fromRegistry(chain))
    .some((log) => same(log.args.contentHash, expected.sha256) && same(log.args.registrant, expected.registrant));
  if (!registered) throw new AppError("bad_request", NOT_THIS_REVEAL, { reason: "not_this_reveal" });
  return receipt.blockNumber;
}
