export const ERROR_CODES = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  request_timeout: 408,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  range_not_satisfiable: 416,
  unprocessable: 422,
  rate_limited: 429,
  headers_too_large: 431,
  internal: 500,
  unavailable: 503,
} as const;

import { isRefusalReason, type RefusalReason } from "./reasons.ts";

export type ErrorCode = keyof typeof ERROR_CODES;
export type ErrorStatus = (typeof ERROR_CODES)[ErrorCode];

/** The only error body the API sends. `reason` says why beneath the code (see reasons.ts). */
export interface ApiErrorBody {
  error: { code: ErrorCode; reason: RefusalReason; message: string };
}

/** An error body as a client reads it: older servers and proxies may leave the reason out. */
export type ReadErrorBody = Omit<ApiErrorBody, "error"> & {
  error: Omit<ApiErrorBody["error"], "reason"> & { reason?: RefusalReason };
};

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === "string" && Object.hasOwn(ERROR_CODES, value);
}

/** Errors carry a code so no caller ever matches on message text. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: ErrorStatus;
  /** Response headers that belong to this answer (Retry-After, Content-Range), set by the server. */
  readonly headers: Readonly<Record<string, string>>;
  /** Why, beneath the code (see reasons.ts); the code itself when nothing more specific was named. */
  readonly reason: RefusalReason;

  constructor(code: ErrorCode, message: string, options?: { cause?: unknown; headers?: Record<string, string>; reason?: RefusalReason }) {
    super(message, options);
    this.name = "AppError";
    this.code = code;
    this.reason = options?.reason ?? code;
    this.status = ERROR_CODES[code];
    this.headers = options?.headers ?? {};
  }

  toBody(): ApiErrorBody {
    return { error: { code: this.code, reason: this.reason, message: this.message } };
  }
}

export function isApiErrorBody(value: unknown): value is ReadErrorBody {
  if (typeof value !== "object" || value === null || !("error" in value)) return false;
  const { error } = value;
  if (typeof error !== "object" || error === null) return false;
  return (
    "code" in error &&
    isErrorCode(error.code) &&
    (!("reason" in error) || isRefusalReason(error.reason)) &&
    "message" in error &&
    typeof error.message === "string"
  );
}
