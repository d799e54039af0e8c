import { defineChain, type Chain } from "viem";
import { LocalChainError } from "./local-chain-error.ts";

export const BASE_CHAIN_ID = 8453;
export const DEFAULT_LOCAL_CHAIN_ID = 31337;

export interface ChainIdGuardOptions {
  /** Tests only: lets a local chain use Base's id to exercise the exact Base wording. */
  allowBaseChainId?: boolean;
}

/**
 * A wallet that sees chain id 8453 believes it is on Base mainnet and would happily sign real
 * transactions for whatever the page asks, so a local chain must never claim that id by accident.
 */
export function assertLocalChainId(chainId: number, options: ChainIdGuardOptions = {}): void {
  if (!Number.isSafeInteger(chainId) || chainId <= 0) {
    throw new LocalChainError("INVALID_CHAIN_ID", `chain id must be a positive integer, got ${chainId}`);
  }
  if (chainId === BASE_CHAIN_ID && options.allowBaseChainId !== true) {
    throw new LocalChainError(
      "BASE_CHAIN_ID_REFUSED",
      `refusing to run a local chain with Base's chain id ${BASE_CHAIN_ID}: real wallets would treat it as mainnet (tests may pass allowBaseChainId: true)`,
    );
  }
}

/** A viem chain for a local node, so clients built on it carry the right id and RPC URL. */
export function localChain(chainId: number, rpcUrl: string): Chain {
  return defineChain({
    id: chainId,
    name: chainId === BASE_CHAIN_ID ? "Base (local test)" : "WBE3 local",
    nativeCurrency: { name: "Ether", symbol: "ETH", decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
    testnet: true,
  });
}
