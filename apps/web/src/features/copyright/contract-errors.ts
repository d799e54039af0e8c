import { copyrightRegistryAbi } from "@wbe3/contracts";
import {
  COMMITMENT_PENDING,
  NO_COMMITMENT_ON_CHAIN,
  REVEAL_TOO_EARLY,
  REVEAL_WINDOW_PASSED,
  verifyPagePath,
  workAlreadyRegistered,
} from "@wbe3/domain";
import { registerContractErrors, type ContractErrorArgs } from "@/lib/wallet/transaction-errors";

/** AlreadyRegistered(contentHash, registrant, registeredAt): the first registration's day and verify page. */
function alreadyRegistered(args: ContractErrorArgs): string {
  const [hash, , at] = args ?? [];
  const day = typeof at === "bigint" ? new Date(Number(at) * 1000).toISOString().slice(0, 10) : "an earlier day";
  return workAlreadyRegistered(day, verifyPagePath(typeof hash === "string" ? hash : ""));
}

let registered = false;

/** The CopyrightRegistry's refusals, as the registrant should read them when the wallet reports one (once). */
export function registerCopyrightErrors(): void {
  if (registered) return;
  registered = true;
  registerContractErrors(copyrightRegistryAbi, {
    RevealTooEarly: () => REVEAL_TOO_EARLY,
    RevealTooLate: () => REVEAL_WINDOW_PASSED,
    NoCommitment: () => NO_COMMITMENT_ON_CHAIN,
    CommitmentPending: () => COMMITMENT_PENDING,
    AlreadyRegistered: alreadyRegistered,
  });
}
