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

/**
 * Which dev account signs checkout quotes on local chains: the last of the ten Anvil funds, so the
 * deployer (0) and the demo users the e2e specs and seeds pick from the start stay plain wallets.
 */
export const PLATFORM_SIGNER_DEV_INDEX = 9;

/** The local platform signer: deployAll makes it WBE3Marketplace's `platformSigner`; the server signs quotes with it. */
export function platformSignerDevAccount(): HDAccount {
  const signer = devAccounts(PLATFORM_SIGNER_DEV_INDEX + 1)[PLATFORM_SIGNER_DEV_INDEX];
  if (!signer) throw new RangeError(`devAccounts: no account at index ${PLATFORM_SIGNER_DEV_INDEX}`);
  return signer;
}
