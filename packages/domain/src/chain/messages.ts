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
export const WALLET_LOADING = "The wallet is still loading. Try again in a moment.";

// Balance and payments
export const BALANCE_FETCH_FAILED = "Failed to fetch balance";
export const BALANCE_FETCH_FAILED_TOAST = { title: "Balance Fetch Failed", description: BALANCE_FETCH_FAILED } as const;
export const BALANCE_UNAVAILABLE = "Unavailable";
export const insufficientBalance = (needed: string | number, have: string | number): string =>
  `Insufficient Balance: You need ${needed} WBE3 tokens but only have ${have}`;
export const PAYMENT_FAILED_FALLBACK = "Failed to process WBE3 payment";
export const PAYMENT_FAILED = { title: "Payment Failed", description: PAYMENT_FAILED_FALLBACK } as const;
export const NFT_FETCH_FAILED = "Failed to fetch NFTs from BaseScan";
// Server answers; the chain is named, e.g. "Local chain 31337".
export const chainUnavailable = (chainName: string): string => `${chainName} is not answering right now. Please try again shortly.`;
export const transactionNotFound = (txHash: string): string => `Transaction ${txHash} was not found on the chain.`;

// Why a mint transaction was refused
export const MINT_TX_FAILED = "The mint transaction failed on the chain; nothing was minted.";
export const MINT_NOT_CONFIRMED = "The mint is not confirmed yet; try again shortly.";
export const NOT_A_PLATFORM_MINT = "That transaction did not mint on the platform's contracts.";
export const MINTED_OTHER_TOKEN = "That transaction minted a different token.";
export const MINTED_BY_OTHER_WALLET = "That mint was made by a different wallet.";

// Why a WBE3 payment was refused
export const PAYMENT_ALREADY_RECORDED = "This payment has already been recorded.";
export const paymentTxFailed = (txHash: string): string => `Transaction ${txHash} failed on the chain; nothing was paid.`;
export const paymentNotConfirmed = (needed: number, has: number): string =>
  `The payment needs ${needed} confirmations and has ${has}; try again shortly.`;
export const notAWbe3Payment = (txHash: string): string => `Transaction ${txHash} is not a WBE3 payment to the platform.`;
export const PAID_OTHER_ORDER = "The transaction paid a different order.";
export const PAID_OTHER_TOKEN = "The payment was made in a token other than WBE3.";
export const PAID_OTHER_RECIPIENT = "The payment went to a different recipient.";
/** Amounts as formatted WBE3, e.g. "The payment was 1.5 WBE3; 2 WBE3 was due." */
export const paymentAmountMismatch = (paid: string, due: string): string => `The payment was ${paid} WBE3; ${due} WBE3 was due.`;
export const PAID_FROM_OTHER_WALLET = "The payment came from a different wallet.";
export const NOT_A_TX_HASH = "txHash must be a transaction hash.";
