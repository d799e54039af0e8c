import type { Address } from "viem";

/** Every contract `deployAll` deploys, in deployment order. */
export const CONTRACT_NAMES = ["WBE3Token", "TrackNFT", "TicketNFT", "CopyrightRegistry", "WBE3Payments"] as const;

export type ContractName = (typeof CONTRACT_NAMES)[number];

/** Where one chain's contracts live, and the block an event indexer should start scanning from. */
export type Deployment = Record<ContractName, Address> & { deployBlock: number };
