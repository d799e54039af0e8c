import { DEMO_ACCOUNT_ETH, DEMO_ACCOUNT_WBE3, FAUCET_AMOUNT_WBE3 } from "./constants.ts";

// The wallet card's own copy; the balance texts of SPEC 8 live in chain/messages.ts.
export const PRICE_ESTIMATE = "(estimate)";
export const SANDBOX_LABEL = "Sandbox";
export const BUY_WBE3 = "Buy WBE3";
export const GET_TEST_WBE3 = "Get test WBE3";
export const VIEW_TOKEN_ON_EXPLORER = "View WBE3 on the block explorer";

// Local faucet (server answers, and what the card says after it)
export const FAUCET_LOCAL_ONLY = "The test WBE3 faucet exists only in local mode.";
export const FAUCET_NEEDS_WALLET = "Link a wallet to your account to receive test WBE3.";
export const FAUCET_SENT = `${FAUCET_AMOUNT_WBE3} test WBE3 were added to your wallet.`;

// New demo account (the demo wallet's throwaway key on the local chain)
export const DEMO_ACCOUNT_LOCAL_ONLY = "New demo accounts exist only on the local chain.";
export const NEW_DEMO_ACCOUNT = "New demo account";
export const DEMO_ACCOUNT_FUNDED = `A new demo account with ${DEMO_ACCOUNT_WBE3} test WBE3 and ${DEMO_ACCOUNT_ETH} ETH for gas is ready.`;

// Why the DEX price service gave no price (logged; the price endpoint then answers the fallback)
export const PRICE_SERVICE_UNREACHABLE = "The token price service could not be reached.";
export const priceServiceAnswered = (status: number): string => `The token price service answered ${status}.`;
export const PRICE_SERVICE_NO_PRICE = "The token price service has no price for WBE3.";
