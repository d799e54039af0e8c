import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { concat, isAddress, keccak256, type Address, type Hex } from "viem";
import { CONTRACT_NAMES, CONTRACTS, type Deployment } from "./registry.ts";
import { LocalChainError } from "./local-chain-error.ts";

/** One chain's entry on disk: the deployment plus a fingerprint of the code it was made from. */
export type StoredDeployment = Deployment & { bytecodeHash: Hex };

/** Changes whenever any contract is recompiled differently, so stale local deployments get replaced. */
export const BYTECODE_HASH: Hex = keccak256(concat(CONTRACT_NAMES.map((name) => CONTRACTS[name].bytecode)));

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function parseEntry(value: unknown): StoredDeployment | null {
  if (!isRecord(value)) return null;
  const { deployBlock, bytecodeHash } = value;
  if (typeof deployBlock !== "number" || !Number.isSafeInteger(deployBlock) || deployBlock < 0) return null;
  if (typeof bytecodeHash !== "string" || !/^0x[0-9a-f]{64}$/i.test(bytecodeHash)) return null;
  const addresses: Partial<Record<string, Address>> = {};
  for (const name of CONTRACT_NAMES) {
    const address = value[name];
    if (typeof address !== "string" || !isAddress(address)) return null;
    addresses[name] = address;
  }
  return { ...(addresses as Record<(typeof CONTRACT_NAMES)[number], Address>), deployBlock, bytecodeHash: bytecodeHash as Hex };
}

function readFile(path: string): Record<string, unknown> {
  if (!existsSync(path)) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(path, "utf8"));
  } catch (cause) {
    throw new LocalChainError("DEPLOYMENTS_FILE_INVALID", `${path} is not valid JSON; fix or delete it`, { cause });
  }
  if (!isRecord(parsed)) throw new LocalChainError("DEPLOYMENTS_FILE_INVALID", `${path} must hold an object keyed by chain id`);
  return parsed;
}

/** The entry for `chainId`, or null when there is none or it is malformed (both mean: deploy again). */
export function readStoredDeployment(path: string, chainId: number): StoredDeployment | null {
  return parseEntry(readFile(path)[String(chainId)]);
}

/** Replaces the entry for `chainId`, keeping other chains' entries; the rename makes the write atomic. */
export function writeStoredDeployment(path: string, chainId: number, deployment: StoredDeployment): void {
  const contents = { ...readFile(path), [String(chainId)]: deployment };
  mkdirSync(dirname(path), { recursive: true });
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(contents, null, 2)}\n`);
  renameSync(temporary, path);
}
