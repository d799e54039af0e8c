// Browser-safe entry: ABIs, bytecode and types. Process and file helpers live in "./local-chain".
export { CONTRACT_NAMES, CONTRACTS, type ContractAbi, type ContractAddressEnv, type ContractName, type Deployment } from "./registry.ts";
export { ANVIL_TEST_MNEMONIC, devAccounts } from "./dev-accounts.ts";
export { copyrightRegistryAbi, copyrightRegistryBytecode } from "./generated/CopyrightRegistry.ts";
export { ticketNFTAbi, ticketNFTBytecode } from "./generated/TicketNFT.ts";
export { trackNFTAbi, trackNFTBytecode } from "./generated/TrackNFT.ts";
export { wbe3PaymentsAbi, wbe3PaymentsBytecode } from "./generated/WBE3Payments.ts";
export { wbe3TokenAbi, wbe3TokenBytecode } from "./generated/WBE3Token.ts";
