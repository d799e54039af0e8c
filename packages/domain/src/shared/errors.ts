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
  rate_limited: 429,
  headers_too_large: 431,
  internal: 500,
  unavailable: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_CODES;
export type ErrorStatus = (typeof ERROR_CODES)[ErrorCode];

/** The only error body the API sends. */
export interface ApiErrorBody {
  error: { code: ErrorCode; message: string };
}

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === "string" && Object.hasOwn(ERROR_CODES, value);
}

/** Errors carry a code so no caller ever matches on message text. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: ErrorStatus;
  /** Response headers that belong to this answer (Retry-After, Content-Range), set by the server. */
  readonly headers: Readonly<Record<string, string>>;

  constructor(code: ErrorCode, message: string, options?: { cause?: unknown; headers?: Record<string, string> }) {
    super(message, options);
    this.name = "AppError";
    this.code = code;
    this.status = ERROR_CODES[code];
    this.headers = options?.headers ?? {};
  }

  toBody(): ApiErrorBody {
    return { error: { code: this.code, message: this.message } };
  }
}

export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  if (typeof value !== "object" || value === null || !("error" in value)) return false;
  const { error } = value;
  if (typeof error !== "object" || error === null) return false;
  return "code" in error && isErrorCode(error.code) && "message" in error && typeof error.message === "string";
}
