// Fixed interface copy from SPEC 2 and 6 that is not an error or empty state.

export const SIGN_IN_TITLE = "Sign In / Connect Wallet";
export const ROLE_PICKER_LABEL = "I'm signing in as:";
export const CONNECT_HINT = "Connect with MetaMask or WalletConnect";
export const CONTINUE_LABEL = "Continue";
export const CONNECTING_LABEL = "Connecting...";
export const LOG_OUT_LABEL = "Log Out";
export const HOME_LABEL = "Home";
export const BASE_NETWORK_BADGE = "Base Network";
export const LAUNCH_PLATFORM = "Launch Platform";
export const LISTEN_TO_RADIO = "Listen to WBE3 Radio";
export const JOIN_PLATFORM = "Join Platform";
export const MINTED_BADGE = "Minted";
export const WHITELISTED_WALLET = "Whitelisted Wallet";
export const OPEN_MIC_NIGHT = "Open Mic Night";

/** Store tab note after the first few products, e.g. "+3 more". */
export const moreCount = (hidden: number): string => `+${hidden} more`;

// Mint fees as read from the contracts (DESIGN 1: the contract's fee is the single source).
/** The fee one minted token costs, e.g. "Mint fee: 0.0010 ETH per item". */
export const mintFeePerItem = (eth: string): string => `Mint fee: ${eth} ETH per item`;
/** The mint cart's total before any wallet is asked, e.g. "Total mint fees: 0.0030 ETH for 3 items". */
export const mintFeeTotal = (eth: string, items: number): string => `Total mint fees: ${eth} ETH for ${items} ${items === 1 ? "item" : "items"}`;
export const MINT_FEE_GAS_NOTE = "Network gas is added by your wallet.";
export const MINT_FEE_UNAVAILABLE = "Mint fee unavailable: the contract did not answer. Your wallet shows the amount before you sign.";
/** An ERC-1155 upload pays the fee once per edition, e.g. "3 editions: 0.0030 ETH". */
export const mintFeeForEditions = (eth: string, editions: number): string => `${editions} editions: ${eth} ETH`;
/** One mint-cart line's fee, e.g. "0.0030 ETH mint fee". */
export const mintFeeAmount = (eth: string): string => `${eth} ETH mint fee`;
