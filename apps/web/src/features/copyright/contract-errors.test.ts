import { describe, expect, it } from "vitest";
import { BaseError, encodeErrorResult, type Hex } from "viem";
import { copyrightRegistryAbi } from "@wbe3/contracts";
import {
  COMMITMENT_PENDING,
  NO_COMMITMENT_ON_CHAIN,
  REVEAL_TOO_EARLY,
  REVEAL_WINDOW_PASSED,
  verifyPagePath,
  workAlreadyRegistered,
} from "@wbe3/domain";
import { toTransactionError } from "@/lib/wallet/transaction-errors";
import { registerCopyrightErrors } from "./contract-errors";

/** A wallet's failure carrying the registry's revert data, as an RPC error does. */
function revertedWith(data: Hex): BaseError {
  return new BaseError("Execution reverted", { cause: Object.assign(new Error("execution reverted"), { data }) });
}
const HASH = `0x${"ab".repeat(32)}` as const;
const abi = copyrightRegistryAbi;

describe("the CopyrightRegistry's refusals in the wallet's failure", () => {
  it("read as the registrant should read them, once registered", () => {
    const early = revertedWith(encodeErrorResult({ abi, errorName: "RevealTooEarly", args: [5n, 5n] }));
    expect(toTransactionError(early).message).not.toBe(REVEAL_TOO_EARLY);
    registerCopyrightErrors();
    registerCopyrightErrors();
    expect(toTransactionError(early)).toMatchObject({ kind: "reverted", message: REVEAL_TOO_EARLY });
    expect(toTransactionError(revertedWith(encodeErrorResult({ abi, errorName: "RevealTooLate", args: [5n, 43_300n] }))).message).toBe(
      REVEAL_WINDOW_PASSED,
    );
    expect(toTransactionError(revertedWith(encodeErrorResult({ abi, errorName: "NoCommitment", args: [HASH] }))).message).toBe(
      NO_COMMITMENT_ON_CHAIN,
    );
    expect(toTransactionError(revertedWith(encodeErrorResult({ abi, errorName: "CommitmentPending", args: [HASH, 7n] }))).message).toBe(
      COMMITMENT_PENDING,
    );
    const at = BigInt(Date.UTC(2026, 10, 2) / 1000);
    const taken = revertedWith(encodeErrorResult({ abi, errorName: "AlreadyRegistered", args: [HASH, `0x${"12".repeat(20)}`, at] }));
    expect(toTransactionError(taken).message).toBe(workAlreadyRegistered("2026-11-02", verifyPagePath(HASH)));
  });
});
