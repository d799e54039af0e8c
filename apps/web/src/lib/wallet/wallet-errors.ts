/** EIP-1193 / JSON-RPC codes the sign-in flow answers with its own SPEC 8 message. */
export const WALLET_ERROR = {
  userRejected: 4001,
  requestPending: -32002,
  unrecognizedChain: 4902,
} as const;

function readCode(value: object): number | null {
  return "code" in value && typeof value.code === "number" ? value.code : null;
}

/**
 * The wallet's error code, wherever it sits: wagmi and viem wrap a provider's error in their own
 * classes, and the original code may be on any link of the cause chain.
 */
export function walletErrorCode(error: unknown): number | null {
  let current: unknown = error;
  for (let depth = 0; depth < 8 && typeof current === "object" && current !== null; depth++) {
    const code = readCode(current);
    if (code !== null) return code;
    current = "cause" in current ? current.cause : null;
  }
  return null;
}

/** A one-line reason a person can read: viem's short message when there is one. */
export function walletErrorMessage(error: unknown): string {
  if (typeof error === "object" && error !== null) {
    if ("shortMessage" in error && typeof error.shortMessage === "string" && error.shortMessage) return error.shortMessage;
    if (error instanceof Error && error.message) return error.message;
  }
  return String(error);
}
