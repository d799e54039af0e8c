import { createHash } from "node:crypto";
import { expect } from "vitest";
import {
  createClient,
  decodeErrorResult,
  getContract,
  http,
  keccak256,
  rpcSchema,
  stringToHex,
  type Address,
  type Hash,
  type Hex,
} from "viem";
import type { HDAccount } from "viem/accounts";
import { copyrightRegistryAbi, copyrightRegistryBytecode } from "../../src/generated/CopyrightRegistry.ts";
import type { ChainFixture } from "./chain-fixture.ts";

/** A work's fingerprint, as the platform computes it from the file's bytes. */
export const sha256 = (text: string): Hex => `0x${createHash("sha256").update(text).digest("hex")}`;
/** A bytes32 salt from a readable label (real salts are random; tests need to name them). */
export const saltOf = (label: string): Hex => keccak256(stringToHex(label));

/** Enough gas for any commit or reveal here; given explicitly so a send is not refused by its estimate. */
export const REGISTRY_GAS = 300_000n;

/**
 * A CopyrightRegistry of its own with a short reveal window, so tests cross the window by mining a few
 * blocks rather than the deployed registry's day of them.
 */
export async function deployRegistry(fixture: ChainFixture, revealWindowBlocks: bigint): Promise<Address> {
  const hash = await fixture
    .contractsAs()
    .wallet.deployContract({ abi: copyrightRegistryAbi, bytecode: copyrightRegistryBytecode, args: [revealWindowBlocks] });
  const receipt = await fixture.mined(hash);
  if (!receipt.contractAddress) throw new Error("the registry deployment created no contract");
  return receipt.contractAddress;
}

/** The registry at `address` (default: the deployed one) with writes signed by `account`. */
export function registryAs(fixture: ChainFixture, account: HDAccount, address: Address = fixture.deployment.CopyrightRegistry) {
  const wallet = fixture.contractsAs(account).wallet;
  return getContract({ address, abi: copyrightRegistryAbi, client: { public: fixture.publicClient, wallet } });
}

/** Mines the two transactions sent, in this order, into one block; the node orders them by fee. */
export async function inOneBlock(fixture: ChainFixture, first: () => Promise<Hash>, second: () => Promise<Hash>): Promise<[Hash, Hash]> {
  const { testClient } = fixture;
  await testClient.setAutomine(false);
  try {
    const hashes: [Hash, Hash] = [await first(), await second()];
    await testClient.mine({ blocks: 1 });
    return hashes;
  } finally {
    await testClient.setAutomine(true);
  }
}

/** Fees that put a higher bidder ahead in the same block (Anvil orders its pool by the fee offered). */
export const tip = (gwei: bigint) => ({ gas: REGISTRY_GAS, maxFeePerGas: (gwei + 1n) * 10n ** 9n, maxPriorityFeePerGas: gwei * 10n ** 9n });

interface CallTrace {
  output?: Hex;
  error?: string;
}
type TraceSchema = [{ Method: "debug_traceTransaction"; Parameters: [Hash, { tracer: "callTracer" }]; ReturnType: CallTrace }];

/** The custom error a mined transaction reverted with, read from the node's trace of it. */
export async function minedRevert(fixture: ChainFixture, hash: Hash): Promise<{ errorName: string; args: readonly unknown[] }> {
  const receipt = await fixture.publicClient.getTransactionReceipt({ hash });
  expect(receipt.status, `expected transaction ${hash} to revert`).toBe("reverted");
  // Anvil's debug namespace is outside viem's public schema, so this client declares the one method it uses.
  const tracer = createClient({ transport: http(fixture.anvil.rpcUrl), rpcSchema: rpcSchema<TraceSchema>() });
  const trace = await tracer.request({ method: "debug_traceTransaction", params: [hash, { tracer: "callTracer" }] });
  if (!trace.output) throw new Error(`no revert data in the trace of ${hash}: ${trace.error ?? "no error"}`);
  const decoded = decodeErrorResult({ abi: copyrightRegistryAbi, data: trace.output });
  return { errorName: decoded.errorName, args: decoded.args };
}
