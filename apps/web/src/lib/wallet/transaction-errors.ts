import { BaseError, ContractFunctionRevertedError, formatEther } from "viem";
import { WALLET_ERROR, walletErrorCode, walletErrorMessage } from "./wallet-errors";

export type TransactionFailureKind = "not-connected" | "wrong-account" | "wrong-network" | "rejected" | "reverted" | "failed";

/** Why a wallet write did not happen, in words a person can act on. */
export class TransactionError extends Error {
  constructor(
    readonly kind: TransactionFailureKind,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = "TransactionError";
  }
}

export const TRANSACTION_REJECTED = "You rejected the transaction in your wallet.";

type ErrorArgs = readonly unknown[] | undefined;

function bigintArg(args: ErrorArgs, index: number): bigint | null {
  const value = args?.[index];
  return typeof value === "bigint" ? value : null;
}

// Our contracts' custom errors (contracts/*.sol), as the person minting should read them.
const CUSTOM_ERROR_TEXT: Record<string, (args: ErrorArgs) => string> = {
  WrongFee: (args) => {
    const expected = bigintArg(args, 0);
    return expected === null
      ? "The fee sent does not match the contract's fee."
      : `The fee sent does not match the contract's fee of ${formatEther(expected)} ETH.`;
  },
  RoyaltyTooHigh: (args) => {
    const max = bigintArg(args, 1);
    return max === null
      ? "The royalty is above the contract's maximum."
      : `The royalty is above the contract's maximum of ${Number(max) / 100} %.`;
  },
  ZeroAmount: () => "Mint at least one edition.",
  ZeroTreasury: () => "The contract has no treasury set; minting is paused.",
  ReentrancyGuardReentrantCall: () => "The contract refused a re-entrant call.",
};

function revertReason(error: BaseError): string | null {
  const reverted = error.walk((link) => link instanceof ContractFunctionRevertedError);
  if (!(reverted instanceof ContractFunctionRevertedError)) return null;
  const name = reverted.data?.errorName;
  if (name) {
    const text = CUSTOM_ERROR_TEXT[name];
    return text ? text(reverted.data?.args) : `The contract refused: ${name}.`;
  }
  if (reverted.reason) return `The contract refused: ${reverted.reason}.`;
  return reverted.shortMessage;
}

/** Any failure from wagmi, viem or the wallet → a TransactionError with a readable reason. */
export function toTransactionError(error: unknown): TransactionError {
  if (error instanceof TransactionError) return error;
  if (walletErrorCode(error) === WALLET_ERROR.userRejected) {
    return new TransactionError("rejected", TRANSACTION_REJECTED, { cause: error });
  }
  if (error instanceof BaseError) {
    const reason = revertReason(error);
    if (reason) return new TransactionError("reverted", reason, { cause: error });
  }
  return new TransactionError("failed", walletErrorMessage(error), { cause: error });
}
