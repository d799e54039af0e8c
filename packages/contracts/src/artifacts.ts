import type { Abi, Hex } from "viem";
import type { ContractName } from "./deployment.ts";
import { copyrightRegistryAbi, copyrightRegistryBytecode } from "./generated/CopyrightRegistry.ts";
import { ticketNFTAbi, ticketNFTBytecode } from "./generated/TicketNFT.ts";
import { trackNFTAbi, trackNFTBytecode } from "./generated/TrackNFT.ts";
import { wbe3PaymentsAbi, wbe3PaymentsBytecode } from "./generated/WBE3Payments.ts";
import { wbe3TokenAbi, wbe3TokenBytecode } from "./generated/WBE3Token.ts";

export const ARTIFACTS = {
  WBE3Token: { abi: wbe3TokenAbi, bytecode: wbe3TokenBytecode },
  TrackNFT: { abi: trackNFTAbi, bytecode: trackNFTBytecode },
  TicketNFT: { abi: ticketNFTAbi, bytecode: ticketNFTBytecode },
  CopyrightRegistry: { abi: copyrightRegistryAbi, bytecode: copyrightRegistryBytecode },
  WBE3Payments: { abi: wbe3PaymentsAbi, bytecode: wbe3PaymentsBytecode },
} as const satisfies Record<ContractName, { abi: Abi; bytecode: Hex }>;
