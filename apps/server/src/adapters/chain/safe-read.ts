import {
  AbiDecodingDataSizeInvalidError,
  AbiDecodingDataSizeTooSmallError,
  AbiDecodingZeroDataError,
  BaseError,
  ContractFunctionRevertedError,
  ContractFunctionZeroDataError,
  RawContractError,
  type Address,
  type PublicClient,
} from "viem";
import type { Logger } from "../../lib/logger.ts";

// Contract code never disappears from a live chain, so a positive answer can be remembered.
const hasCodeCache = new WeakMap<PublicClient, Set<string>>();

export async function hasCode(client: PublicClient, address: Address): Promise<boolean> {
  let known = hasCodeCache.get(client);
  if (!known) hasCodeCache.set(client, (known = new Set()));
  if (known.has(address.toLowerCase())) return true;
  const code = await client.getCode({ address });
  const present = code !== undefined && code !== "0x";
  if (present) known.add(address.toLowerCase());
  return present;
}

/**
 * Errors that mean "this contract cannot answer that" (it reverted, or its answer does not decode),
 * told apart by viem's error classes in the cause chain. viem wraps every failed read, a dropped
 * connection included, in the same outer error, so the outer class alone says nothing.
 */
function isUnanswerable(err: unknown): boolean {
  if (!(err instanceof BaseError)) return false;
  return Boolean(
    err.walk(
      (e) =>
        e instanceof ContractFunctionRevertedError ||
        e instanceof ContractFunctionZeroDataError ||
        e instanceof RawContractError ||
        e instanceof AbiDecodingZeroDataError ||
        e instanceof AbiDecodingDataSizeTooSmallError ||
        e instanceof AbiDecodingDataSizeInvalidError,
    ),
  );
}

/**
 * A contract read that answers null, with a warning, when there is no contract at the address
 * or the call reverts or returns data that does not decode (SPEC 5). Transport failures still
 * throw: an unreachable node is an error, not an empty answer.
 */
export async function safeContractRead<T>(
  client: PublicClient,
  address: Address,
  logger: Logger,
  read: () => Promise<T>,
): Promise<T | null> {
  if (!(await hasCode(client, address))) {
    logger.warn({ address }, "no contract code at address; read skipped");
    return null;
  }
  try {
    return await read();
  } catch (err) {
    if (!isUnanswerable(err)) throw err;
    logger.warn({ address, err: err instanceof BaseError ? err.shortMessage : String(err) }, "contract read failed; treated as null");
    return null;
  }
}
