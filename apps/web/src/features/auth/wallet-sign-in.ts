import { ProviderNotFoundError } from "wagmi";
import { AppError, type SelectableRole, type SignInResponse } from "@wbe3/domain";
import { WALLET_ERROR, walletErrorCode, walletErrorMessage } from "@/lib/wallet/wallet-errors";
import { WalletConnectCancelledError, type WalletRuntime } from "@/lib/wallet/wallet-runtime";
import { getNonce } from "./api/get-nonce";
import { postSiwe } from "./api/sign-in-with-wallet";
import { buildSiweMessage } from "./siwe-message";

/** Every way a wallet sign-in ends; each maps to one SPEC 8 message. */
export type WalletSignInOutcome =
  | { status: "signed-in"; response: SignInResponse }
  | { status: "role-required" }
  | { status: "no-wallet" }
  | { status: "wrong-network"; walletChainId: number }
  | { status: "rejected" }
  | { status: "pending" }
  /** The person closed the pairing code themselves: nothing to announce. */
  | { status: "cancelled" }
  | { status: "failed"; message: string }
  /** The wallet connected, but our server could not be reached or failed: SPEC's "profile sync". */
  | { status: "profile-sync-failed"; message: string };

/** Sign in as a role, or (signed in by e-mail already) link the wallet to that account. */
export type WalletSignInIntent = { kind: "sign-in"; role: SelectableRole | null } | { kind: "link" };

export interface WalletSignInRequest {
  runtime: WalletRuntime;
  /** The wallet the user picked; null when there is none to pick. */
  walletUid: string | null;
  intent: WalletSignInIntent;
  site: { host: string; origin: string };
  now?: () => Date;
}

function fromWalletError(error: unknown): WalletSignInOutcome {
  if (error instanceof ProviderNotFoundError) return { status: "no-wallet" };
  if (error instanceof WalletConnectCancelledError) return { status: "cancelled" };
  const code = walletErrorCode(error);
  if (code === WALLET_ERROR.userRejected) return { status: "rejected" };
  if (code === WALLET_ERROR.requestPending) return { status: "pending" };
  return { status: "failed", message: walletErrorMessage(error) };
}

function fromServerError(error: unknown): WalletSignInOutcome {
  if (error instanceof AppError && error.status < 500 && error.code !== "unavailable") {
    // The server looked at the request and refused it (bad signature, wrong network, taken wallet).
    return { status: "failed", message: error.message };
  }
  return { status: "profile-sync-failed", message: error instanceof Error ? error.message : String(error) };
}

/**
 * Connect → check the network → nonce → SIWE message → personal_sign → POST /api/auth/siwe.
 * Never throws: the outcome says what happened, so the caller can show the matching message.
 */
export async function signInWithWallet({
  runtime,
  walletUid,
  intent,
  site,
  now = () => new Date(),
}: WalletSignInRequest): Promise<WalletSignInOutcome> {
  if (intent.kind === "sign-in" && intent.role === null) return { status: "role-required" };
  if (walletUid === null) return { status: "no-wallet" };

  let connection;
  try {
    connection = await runtime.connect(walletUid);
  } catch (error) {
    return fromWalletError(error);
  }
  if (connection.chainId !== runtime.appChainId) return { status: "wrong-network", walletChainId: connection.chainId };

  let nonce: string;
  try {
    nonce = (await getNonce()).nonce;
  } catch (error) {
    return fromServerError(error);
  }
  const message = buildSiweMessage({ address: connection.address, chainId: connection.chainId, nonce, site, now: now() });

  let signature: `0x${string}`;
  try {
    signature = await runtime.signMessage(message, connection.address);
  } catch (error) {
    return fromWalletError(error);
  }

  try {
    const response = await postSiwe({ message, signature, ...(intent.kind === "sign-in" && intent.role ? { role: intent.role } : {}) });
    return { status: "signed-in", response };
  } catch (error) {
    return fromServerError(error);
  }
}
