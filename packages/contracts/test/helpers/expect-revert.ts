import { expect } from "vitest";
import { BaseError, ContractFunctionRevertedError } from "viem";

/** Asserts that `action` fails because the contract reverted with the named custom error (and args, if given). */
export async function expectRevert(action: Promise<unknown>, errorName: string, args?: readonly unknown[]): Promise<void> {
  const error = await action.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error, `expected a revert with ${errorName}, but the call succeeded`).toBeInstanceOf(BaseError);
  const reverted = (error as BaseError).walk((cause) => cause instanceof ContractFunctionRevertedError);
  expect(reverted, `expected a contract revert, got: ${String(error)}`).toBeInstanceOf(ContractFunctionRevertedError);
  const data = (reverted as ContractFunctionRevertedError).data;
  expect(data?.errorName).toBe(errorName);
  if (args) expect(data?.args).toEqual(args);
}
