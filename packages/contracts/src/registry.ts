import type { Abi, Address, Hex } from "viem";
import { copyrightRegistryAbi, copyrightRegistryBytecode } from "./generated/CopyrightRegistry.ts";
import { ticketNFTAbi, ticketNFTBytecode } from "./generated/TicketNFT.ts";
import { trackNFTAbi, trackNFTBytecode } from "./generated/TrackNFT.ts";
import { wbe3MarketplaceAbi, wbe3MarketplaceBytecode } from "./generated/WBE3Marketplace.ts";
import { wbe3PaymentsAbi, wbe3PaymentsBytecode } from "./generated/WBE3Payments.ts";
import { wbe3TokenAbi, wbe3TokenBytecode } from "./generated/WBE3Token.ts";

interface ContractEntry {
  abi: Abi;
  bytecode: Hex;
  /** The variable that gives its address on a remote chain (local mode deploys it). */
  addressEnv: `${string}_ADDRESS`;
}

/**
 * Every contract of the platform, in deployment order: its generated artifact (from contracts/ by
 * `npm run compile -w @wbe3/contracts`) and its address variable. Names, ABIs, env keys and the
 * Deployment type all derive from this list, so adding a contract is its source, one entry here
 * and its step in deploy.ts.
 */
export const CONTRACTS = {
  WBE3Token: { abi: wbe3TokenAbi, bytecode: wbe3TokenBytecode, addressEnv: "WBE3_TOKEN_ADDRESS" },
  TrackNFT: { abi: trackNFTAbi, bytecode: trackNFTBytecode, addressEnv: "TRACK_NFT_ADDRESS" },
  TicketNFT: { abi: ticketNFTAbi, bytecode: ticketNFTBytecode, addressEnv: "TICKET_NFT_ADDRESS" },
  CopyrightRegistry: { abi: copyrightRegistryAbi, bytecode: copyrightRegistryBytecode, addressEnv: "COPYRIGHT_REGISTRY_ADDRESS" },
  WBE3Payments: { abi: wbe3PaymentsAbi, bytecode: wbe3PaymentsBytecode, addressEnv: "WBE3_PAYMENTS_ADDRESS" },
  WBE3Marketplace: { abi: wbe3MarketplaceAbi, bytecode: wbe3MarketplaceBytecode, addressEnv: "WBE3_MARKETPLACE_ADDRESS" },
} as const satisfies Record<string, ContractEntry>;

export type ContractName = keyof typeof CONTRACTS;
export type ContractAbi<Name extends ContractName> = (typeof CONTRACTS)[Name]["abi"];
export type ContractAddressEnv = (typeof CONTRACTS)[ContractName]["addressEnv"];

/** Every contract name, in deployment order. */
export const CONTRACT_NAMES = Object.keys(CONTRACTS) as ContractName[];

/** Where one chain's contracts live, and the block an event indexer should start scanning from. */
export type Deployment = Record<ContractName, Address> & { deployBlock: number };
