// Fixed interface copy from SPEC 2 and 6 that is not an error or empty state.

export const HOME_LABEL = "Home";
export const BASE_NETWORK_BADGE = "Base Network";
export const LAUNCH_PLATFORM = "Launch Platform";
export const LISTEN_TO_RADIO = "Listen to WBE3 Radio";
export const JOIN_PLATFORM = "Join Platform";
export const MINTED_BADGE = "Minted";
export const WHITELISTED_WALLET = "Whitelisted Wallet";
export const OPEN_MIC_NIGHT = "Open Mic Night";
// The header's sign-in button, also the title of the dialog it opens. Kept here, not with the
// dialog's copy, so the first screen does not carry the whole dialog's text (a module is the unit
// of code splitting).
export const SIGN_IN_TITLE = "Sign In / Connect Wallet";
// Any failed load's retry button.
export const RETRY = "Retry";

/** Store tab note after the first few products, e.g. "+3 more". */
export const moreCount = (hidden: number): string => `+${hidden} more`;
