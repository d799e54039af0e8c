import { BASE_CHAIN } from "./chain.ts";

// Exact SPEC wording (points 2, 4, 5 and 8); web and server import it.

// Wallet and network
export const NO_WALLET = "No Web3 wallet detected. Please install MetaMask or another Web3 wallet.";
export const NO_WALLET_SHORT = "No Web3 wallet detected";
export const METAMASK_NOT_DETECTED = "MetaMask not detected";
export const invalidAddress = (value: string): string => `Invalid Ethereum address format: ${value}`;
export const wrongNetwork = (chainName: string = BASE_CHAIN.name, chainId: number = BASE_CHAIN.id): string =>
  `Please switch to ${chainName} network (Chain ID: ${chainId})`;
export const SWITCH_TO_BASE = "Please switch to Base network to continue";
export const NETWORK_SWITCHED = { title: "Network Switched" } as const;
export const NETWORK_SWITCH_FAILED = { title: "Network Switch Failed" } as const;

// Balance and payments
export const BALANCE_FETCH_FAILED = "Failed to fetch balance";
export const BALANCE_FETCH_FAILED_TOAST = { title: "Balance Fetch Failed", description: BALANCE_FETCH_FAILED } as const;
export const BALANCE_UNAVAILABLE = "Unavailable";
export const RETRY = "Retry";
export const insufficientBalance = (needed: string | number, have: string | number): string =>
  `Insufficient Balance: You need ${needed} WBE3 tokens but only have ${have}`;
export const PAYMENT_FAILED_FALLBACK = "Failed to process WBE3 payment";
export const PAYMENT_FAILED = { title: "Payment Failed", description: PAYMENT_FAILED_FALLBACK } as const;
export const NFT_FETCH_FAILED = "Failed to fetch NFTs from BaseScan";
// Server answers; the chain is named, e.g. "Local chain 31337".
export const chainUnavailable = (chainName: string): string => `${chainName} is not answering right now. Please try again shortly.`;
