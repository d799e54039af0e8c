export type LocalChainErrorCode =
  | "BASE_CHAIN_ID_REFUSED"
  | "INVALID_CHAIN_ID"
  | "CHAIN_ID_MISMATCH"
  | "ANVIL_NOT_FOUND"
  | "ANVIL_START_FAILED"
  | "ANVIL_STATE_DUMP_FAILED"
  | "DEPLOYMENTS_FILE_INVALID"
  | "DEPLOY_FAILED";

export class LocalChainError extends Error {
  constructor(
    readonly code: LocalChainErrorCode,
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = "LocalChainError";
  }
}
