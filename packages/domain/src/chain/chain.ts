export const BASE_CHAIN = {
  id: 8453,
  hexId: "0x2105",
  name: "Base",
  nativeCurrency: { name: "Ether", symbol: "ETH", decimals: 18 },
} as const;

/** Anvil's default id; the local demo chain never reuses Base's id (DESIGN 4). */
export const LOCAL_CHAIN_ID = 31337;

export function toHexChainId(id: number): `0x${string}` {
  if (!Number.isSafeInteger(id) || id <= 0) {
    throw new RangeError(`Chain id must be a positive integer, got ${id}`);
  }
  return `0x${id.toString(16)}`;
}

/** The name shown to people for a chain id: "Base" for Base, otherwise a local chain. */
export function chainDisplayName(chainId: number): string {
  return chainId === BASE_CHAIN.id ? BASE_CHAIN.name : `Local chain ${chainId}`;
}
