import { mnemonicToAccount, type HDAccount } from "viem/accounts";

/**
 * The mnemonic Anvil and Hardhat publish as their default. Every key derived from it is public
 * knowledge and drained on real networks within seconds: local chains only.
 */
export const ANVIL_TEST_MNEMONIC = "test test test test test test test test test test test junk";

const derived: HDAccount[] = [];

/** The first `count` accounts Anvil funds at start-up (it funds 10 by default). */
export function devAccounts(count: number): HDAccount[] {
  if (!Number.isSafeInteger(count) || count < 0) throw new RangeError(`devAccounts: count must be a non-negative integer, got ${count}`);
  // Each derivation re-runs the 2048-round PBKDF2 of the mnemonic, so keep the ones already made.
  for (let addressIndex = derived.length; addressIndex < count; addressIndex++) {
    derived.push(mnemonicToAccount(ANVIL_TEST_MNEMONIC, { addressIndex }));
  }
  return derived.slice(0, count);
}
