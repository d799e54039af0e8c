// Node-only entry ("@wbe3/contracts/local-chain"): spawns processes and touches the file system,
// so it stays out of the browser-safe main entry.
export { startAnvil, type AnvilInstance, type StartAnvilOptions } from "./anvil.ts";
export { anvilBinaryPath } from "./anvil-binary.ts";
export { assertLocalChainId, BASE_CHAIN_ID, DEFAULT_LOCAL_CHAIN_ID, localChain, type ChainIdGuardOptions } from "./chain-guard.ts";
export {
  COPYRIGHT_REVEAL_WINDOW_BLOCKS,
  DEFAULT_PLATFORM_FEE_BPS,
  DEMO_ACCOUNT_COUNT,
  DEMO_BALANCE,
  deployAll,
  type DeployOptions,
} from "./deploy.ts";
export { CONTRACT_NAMES, CONTRACTS, type ContractName, type Deployment } from "./registry.ts";
export { BYTECODE_HASH, type StoredDeployment } from "./deployments-file.ts";
export { ANVIL_TEST_MNEMONIC, devAccounts, PLATFORM_SIGNER_DEV_INDEX, platformSignerDevAccount } from "./dev-accounts.ts";
export { ensureDeployed, type EnsureDeployedOptions, type EnsureDeployedResult } from "./ensure-deployed.ts";
export { LocalChainError, type LocalChainErrorCode } from "./local-chain-error.ts";
