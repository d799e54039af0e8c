import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import {
  AppError,
  ERROR_CODES,
  REQUEST_ERROR,
  REQUEST_NOT_PROCESSED,
  type ApiErrorBody,
  type ErrorCode,
  type RefusalReason,
} from "@wbe3/domain";
import type { AppEnv } from "../app-env.ts";

export function errorBody(code: ErrorCode, message: string, reason: RefusalReason = code): ApiErrorBody {
  return { error: { code, reason, message } };
}

export function sendError(c: Context, code: ErrorCode, message: string, reason: RefusalReason = code) {
  return c.json(errorBody(code, message, reason), ERROR_CODES[code] as ContentfulStatusCode);
}

/** Maps every thrown error to the one error shape; unknown errors never leak their details. */
export function handleError(err: Error, c: Context<AppEnv>) {
  if (err instanceof AppError) {
    for (const [name, value] of Object.entries(err.headers)) c.header(name, value);
    return sendError(c, err.code, err.message, err.reason);
  }
  if (err instanceof HTTPException) {
    const code = (Object.entries(ERROR_CODES).find(([, status]) => status === err.status)?.[0] ?? "bad_request") as ErrorCode;
    return sendError(c, code, err.message || REQUEST_NOT_PROCESSED);
  }
  c.get("logger").error({ err }, "unhandled error");
  return sendError(c, "internal", REQUEST_ERROR.internal);
}
