import { BaseError, ContractFunctionRevertedError, decodeErrorResult, formatEther, type Abi, type Hex } from "viem";
import { wbe3MarketplaceAbi, wbe3TokenAbi } from "@wbe3/contracts";
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

/** A custom error's decoded arguments. */
export type ContractErrorArgs = readonly unknown[] | undefined;
type ErrorArgs = ContractErrorArgs;

function bigintArg(args: ErrorArgs, index: number): bigint | null {
  const value = args?.[index];
  return typeof value === "bigint" ? value : null;
}

// Our contracts' custom errors (contracts/*.sol), as the person minting should read them; an area
// adds its own contract's with registerContractErrors.
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
  SoldOut: () => "An item in your order is sold out.",
  WalletLimitReached: (args) => `Your wallet reached this item's limit of ${String(bigintArg(args, 1) ?? "")} per wallet.`,
  PresaleOnly: () => "An item in your order is in its presale, open to allowlisted wallets only.",
  NotOnAllowlist: () => "Your wallet is not on this presale's allowlist.",
  QuoteExpired: () => "The checkout expired. Start the checkout again.",
  OrderAlreadySettled: () => "This order was already paid.",
  InvalidQuoteSignature: () => "The checkout was not signed by the platform. Start the checkout again.",
  NotOwnedBySeller: () => "The seller no longer holds an item in your order.",
  ERC20InsufficientBalance: () => "Your WBE3 balance is too low for this order.",
  ERC20InsufficientAllowance: () => "The marketplace may not spend enough of your WBE3: approve the order's total first.",
  ZeroTreasury: () => "The contract has no treasury set; minting is paused.",
  ReentrancyGuardReentrantCall: () => "The contract refused a re-entrant call.",
};

// Calls the server prepared (checkout) arrive as raw data: their errors are decoded by these ABIs.
const KNOWN_ERRORS: Abi[number][] = [...wbe3MarketplaceAbi, ...wbe3TokenAbi].filter((item) => item.type === "error");

/**
 * An area's contract errors and how its people should read them, registered when the area's code
 * loads (the copyright registry's, from the copyright feature): this module names no area.
 */
export function registerContractErrors(abi: Abi, texts: Record<string, (args: ContractErrorArgs) => string>): void {
  KNOWN_ERRORS.push(...abi.filter((item) => item.type === "error"));
  Object.assign(CUSTOM_ERROR_TEXT, texts);
}

function rawRevertReason(error: BaseError): string | null {
  const withData = error.walk((link) => typeof (link as { data?: unknown }).data === "string");
  const data = (withData as { data?: unknown } | null)?.data;
  if (typeof data !== "string" || !data.startsWith("0x") || data.length < 10) return null;
  try {
    const decoded = decodeErrorResult({ abi: KNOWN_ERRORS, data: data as Hex });
    const text = CUSTOM_ERROR_TEXT[decoded.errorName];
    return text ? text(decoded.args) : `The contract refused: ${decoded.errorName}.`;
  } catch {
    // Not one of our errors: the caller falls back to the wallet's own message.
    return null;
  }
}

function revertReason(error: BaseError): string | null {
  const reverted = error.walk((link) => link instanceof ContractFunctionRevertedError);
  if (!reverted) return rawRevertReason(error);
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
