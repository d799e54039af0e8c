import { ROLE_LABEL, type Role } from "../roles/roles.ts";

// Exact SPEC wording (points 2 and 6); web and server import it.

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
/** Over the per-network limit on new accounts (decision 0021); signing in to an existing account still works. */
export const TOO_MANY_NEW_ACCOUNTS =
  "Too many new accounts were created from your network in the last hour. Try again later, or sign in to an account you already have.";
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

// Sign-in dialog copy (SPEC 2 and 6; its title, the header button's label, is in shared/ui-text.ts)
export const ROLE_PICKER_LABEL = "I'm signing in as:";
export const CONNECT_HINT = "Connect with MetaMask or WalletConnect";
export const CONTINUE_LABEL = "Continue";
export const CONNECTING_LABEL = "Connecting...";
export const LOG_OUT_LABEL = "Log Out";

// Server answers about accounts and e-mail links
/** Says what to do instead: the wallet's own account is reachable by signing in with it. */
export const WALLET_LINKED_TO_OTHER_ACCOUNT =
  "This wallet is already linked to another WBE3 account. Sign in with that wallet instead, or connect a different wallet.";
/** Said once a signed-in account has linked its wallet ("Link wallet"). */
export const WALLET_LINKED = "Wallet linked. You can now mint, buy and get paid in WBE3.";
export const EMAIL_TAKEN = "An account with this e-mail already exists. Log in instead.";
export const INVALID_CREDENTIALS = "Invalid email or password.";
export const VERIFICATION_LINK_INVALID = "This verification link is invalid or has expired.";
export const RESET_LINK_INVALID = "This reset link is invalid or has expired.";
/** The same answer for every address, so it reveals no members. */
export const RESET_REQUESTED = "If an account exists for that e-mail, a reset link is on its way.";

// Why a Sign-In with Ethereum message was refused (each a 401 naming the failed check)
export const SIWE_ERROR = {
  notSiwe: "The sign-in message is not a valid Sign-In with Ethereum message.",
  otherSite: "The sign-in message is for a different site.",
  otherAddress: "The sign-in message is for a different address.",
  unsupportedVersion: "The sign-in message has an unsupported version.",
  issuedInFuture: "The sign-in message was issued in the future.",
  expired: "The sign-in message has expired. Please try again.",
  notYetValid: "The sign-in message is not valid yet.",
  badSignature: "The signature does not match the sign-in message.",
  nonceSpent: "This sign-in request has expired or was already used. Please try again.",
} as const;
