import { BASE_CHAIN } from "./chain.ts";
import { ROLE_LABEL, type Role } from "./roles.ts";

// Exact SPEC wording (points 2, 4, 5 and 8). Each text lives here once; web and server import it.
// Toasts whose description is the caller's (an error reason) carry only a title.

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

// Sign-in, connection and session
export const ROLE_REQUIRED = { title: "Role Required", description: "Please select your role" } as const;
export const CONNECTION_FAILED = { title: "Connection Failed" } as const;
export const CONNECTION_REJECTED = {
  title: "Connection Rejected",
  description: "Please approve the connection request to continue",
} as const;
export const CONNECTION_PENDING = {
  title: "Connection Pending",
  description: "Please check your wallet for pending connection requests",
} as const;
export const PROFILE_SYNC_WARNING = {
  title: "Connection Warning",
  description: "Wallet connected but profile sync failed",
} as const;
export const DISCONNECT_FAILED = "Failed to disconnect wallet";
export const AUTH_ERROR = { title: "Error" } as const;
export const LOGGED_OUT = { title: "Logged Out", description: "You have been logged out successfully" } as const;
export const connected = (role: Role): { title: string; description: string } => ({
  title: "Connected!",
  description: `You are logged in as ${ROLE_LABEL[role]}`,
});
export const welcomeQueen = (name: string): { title: string; description: string } => ({
  title: `Welcome Queen ${name}!`,
  description: "Artist role assigned",
});
/** Our WalletConnect pairing panel (SPEC 2's hint names WalletConnect; the panel is ours). */
export const WALLETCONNECT_PAIRING = {
  title: "Scan with your phone's wallet",
  description: "Open a WalletConnect wallet on your phone and scan this code, or open the link on this device.",
  codeLabel: "WalletConnect pairing code",
  copyLink: "Copy link",
  linkCopied: "Link copied",
  copyFailed: "Could not copy the link",
  openApp: "Open wallet app",
  cancel: "Cancel",
} as const;
export const SIGNUP_SUCCESS = "Account created successfully! Please check your email to verify.";
/** Shown while a signed-in account's e-mail is unverified, with the action to mail a new link. */
export const EMAIL_NOT_VERIFIED = {
  title: "Your e-mail is not verified",
  description: "Open the link in the verification e-mail we sent you.",
  resend: "Resend verification e-mail",
} as const;
/** The same answer for every address, so it reveals no members and no verification state. */
export const VERIFICATION_RESENT = "If that e-mail still needs verifying, a new verification link is on its way.";
/** A configured admin or privileged e-mail gets its access only once verified (issue #9). */
export const pendingRoleNote = (pending: "admin" | "privileged"): string =>
  `Verify your e-mail to receive the ${pending === "admin" ? "admin" : "privileged artist"} access configured for it.`;

// Forms
export const FILL_ALL_FIELDS = "Please fill in all fields";
export const FILL_REQUIRED_FIELDS = "Please fill in required fields";
export const FILL_REQUIRED_FIELDS_SHORT = "Please fill required fields";
export const FILL_ALL_REQUIRED_FIELDS = "Please fill in all required fields";
/** A name, title or bio with characters that hide or reorder what people read. */
export const invisibleCharacters = (field: string): string =>
  `${field} contains control or invisible characters (such as zero-width spaces or text-direction overrides). Please remove them.`;
export const FILE_NOT_UPLOADED_BY_YOU = "You can only list files you uploaded yourself. Upload the file from your own account.";

// Minting
export const MINTING_FAILED = { title: "Minting Failed" } as const;
export const TICKET_CREATION_FAILED = { title: "Ticket Creation Failed" } as const;
export const NFT_MINTED = { title: "NFT Minted Successfully!" } as const;
export const TICKETS_CREATED = { title: "Tickets Created!" } as const;
export const CONNECT_TO_MINT_NFTS = "Please connect your wallet to mint NFTs";
export const CONNECT_TO_MINT_TICKETS = "Please connect your wallet to mint tickets";

// Balance and payments
export const BALANCE_FETCH_FAILED = "Failed to fetch balance";
export const BALANCE_FETCH_FAILED_TOAST = { title: "Balance Fetch Failed", description: BALANCE_FETCH_FAILED } as const;
export const BALANCE_UNAVAILABLE = "Unavailable";
export const RETRY = "Retry";
export const insufficientBalance = (needed: string | number, have: string | number): string =>
  `Insufficient Balance: You need ${needed} WBE3 tokens but only have ${have}`;
export const PAYMENT_FAILED_FALLBACK = "Failed to process WBE3 payment";
export const PAYMENT_FAILED = { title: "Payment Failed", description: PAYMENT_FAILED_FALLBACK } as const;

// Other submissions
export const COPYRIGHT_SUBMIT_FAILED = "Failed to submit registration";
export const WALLET_CREATE_FAILED = "Failed to create wallet";
export const WALLET_CREATED = "HoneyBank wallet created successfully!";
export const SOCIAL_LINKS_SAVE_FAILED = "Failed to save social links";
export const PRODUCT_ADD_FAILED = "Failed to add product";
export const BOOK_SUBMISSION_FAILED = { title: "Submission Failed", description: "Please try again" } as const;
export const BOOK_SUBMITTED = "submitted for review";
export const LIVE_SHOW_CREATE_FAILED = "Error creating show. Please try again.";

// Failures of the app itself
export const COMPONENT_ERROR = {
  title: "Component Error",
  description: "Something went wrong loading this component.",
} as const;
export const UNEXPECTED_APP_ERROR = "Unexpected Application Error!";
export const NFT_FETCH_FAILED = "Failed to fetch NFTs from BaseScan";

// Empty and restricted states
export const NO_ITEMS_FOUND = { title: "No items found", description: "Try adjusting your search or filters" } as const;
export const CART_EMPTY = "Cart is empty";
export const NO_LIVE_SHOWS = "No live shows yet";
export const NO_VIDEO = "No video available";
export const VIDEO_UNAVAILABLE = "Video unavailable";
export const INVALID_ARTIST = { title: "Invalid Artist", description: "No wallet address provided" } as const;
export const ACCESS_RESTRICTED = {
  title: "Access Restricted",
  requirements: ["Artist account registration", "Email verification", "Wallet connection"],
} as const;
export const COMING_SOON = "More Artists - Coming Soon";
export const SWAP_COMING_SOON = "Coming Soon";

// Chain and database availability (server answers; the chain is named, e.g. "Local chain 31337")
export const chainUnavailable = (chainName: string): string => `${chainName} is not answering right now. Please try again shortly.`;
export const DATABASE_UNAVAILABLE = "The database is not answering right now. Please try again shortly.";
export const MINT_RECORDED_FOR_OTHER_UPLOAD = "That transaction was already recorded for another upload.";
export const UPLOAD_ALREADY_MINTED = "This upload is already minted.";
