import { AppError, isApiErrorBody, NO_ACCESS, SIGN_IN_REQUIRED } from "@wbe3/domain";

type QueryValue = string | number | null | undefined;

export interface ApiRequestOptions {
  /** Empty, null and undefined values are left out so URLs stay canonical. */
  query?: Record<string, QueryValue>;
  signal?: AbortSignal;
}

export function buildApiUrl(path: string, query?: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === "") continue;
    params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false; cause: unknown } {
  try {
    return { ok: true, value: text === "" ? null : (JSON.parse(text) as unknown) };
  } catch (cause) {
    return { ok: false, cause };
  }
}

function errorForStatus(status: number): AppError {
  if (status === 401) return new AppError("unauthorized", SIGN_IN_REQUIRED);
  if (status === 403) return new AppError("forbidden", NO_ACCESS);
  if (status === 404) return new AppError("not_found", "Not found.");
  if (status === 429) return new AppError("rate_limited", "Too many requests. Please wait a moment.");
  if (status >= 500) return new AppError("unavailable", "The server is unavailable. Please try again.");
  return new AppError("bad_request", `The request failed (HTTP ${status}).`);
}

async function send(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, { credentials: "same-origin", ...init });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === "AbortError") throw cause;
    throw new AppError("unavailable", "Could not reach the server. Check your connection and try again.", { cause });
  }
}

/** Reads our API's JSON answer, turning an error body or status into AppError. */
export async function readBody<T>(response: Response): Promise<T> {
  const parsed = parseJson(await response.text());
  if (!response.ok) {
    if (parsed.ok && isApiErrorBody(parsed.value)) {
      throw new AppError(parsed.value.error.code, parsed.value.error.message);
    }
    throw errorForStatus(response.status);
  }
  if (!parsed.ok) {
    throw new AppError("internal", "The server sent an unreadable response.", { cause: parsed.cause });
  }
  return parsed.value as T;
}

/**
 * GET a JSON resource from our own API. Failures always surface as AppError with a code,
 * so callers branch on codes, never on message text.
 * The generic is the caller's claim about the body shape: the API is ours and typed on both sides.
 */
export async function apiGet<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const response = await send(buildApiUrl(path, options.query), {
    headers: { Accept: "application/json" },
    signal: options.signal ?? null,
  });
  return readBody<T>(response);
}

/** POST a JSON body to our own API; same error contract as apiGet. */
export function apiPost<T>(path: string, body: unknown = {}, options: Pick<ApiRequestOptions, "signal"> = {}): Promise<T> {
  return sendJson<T>("POST", path, body, options);
}

/** PUT a JSON body (a full replacement of the resource); same error contract as apiGet. */
export function apiPut<T>(path: string, body: unknown, options: Pick<ApiRequestOptions, "signal"> = {}): Promise<T> {
  return sendJson<T>("PUT", path, body, options);
}

async function sendJson<T>(method: "POST" | "PUT", path: string, body: unknown, options: Pick<ApiRequestOptions, "signal">): Promise<T> {
  const response = await send(path, {
    method,
    headers: { Accept: "application/json", "Content-Type": "application/json" },
    body: JSON.stringify(body),
    signal: options.signal ?? null,
  });
  return readBody<T>(response);
}
