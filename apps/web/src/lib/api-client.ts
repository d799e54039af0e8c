import {
  AppError,
  fillPath,
  isApiErrorBody,
  NO_ACCESS,
  SIGN_IN_REQUIRED,
  splitEndpointKey,
  type ApiAnswer,
  type ApiEndpointKey,
  type ApiRequest,
} from "@wbe3/domain";

type QueryValue = string | number | boolean | null | undefined;

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
      const { code, message, reason } = parsed.value.error;
      throw new AppError(code, message, { reason });
    }
    throw errorForStatus(response.status);
  }
  if (!parsed.ok) {
    throw new AppError("internal", "The server sent an unreadable response.", { cause: parsed.cause });
  }
  return parsed.value as T;
}

type CallOptions = Pick<ApiRequestOptions, "signal"> & {
  /** Sent as `Idempotency-Key`: money requests name one, kept while the same action is retried. */
  idempotencyKey?: string;
};

// An endpoint that declares no params, query or body can be called with its key alone.
type CallArgs<Key extends ApiEndpointKey> =
  Record<string, never> extends ApiRequest<Key>
    ? [request?: ApiRequest<Key> & object, options?: CallOptions]
    : [request: ApiRequest<Key>, options?: CallOptions];

interface RequestParts {
  params?: Record<string, string>;
  query?: Record<string, QueryValue>;
  body?: unknown;
}

/**
 * Calls one of our API endpoints by its declared key ("GET /api/artists/:username"). The request
 * and the answer are typed by the endpoint's declaration in `@wbe3/domain`, the same one the
 * server registers the route from (decision 0017). Failures always surface as AppError with a
 * code, so callers branch on codes, never on message text.
 */
export async function callApi<Key extends ApiEndpointKey>(key: Key, ...[request, options]: CallArgs<Key>): Promise<ApiAnswer<Key>> {
  const { method, path } = splitEndpointKey(key);
  const parts = (request ?? {}) as RequestParts;
  const url = buildApiUrl(fillPath(path, parts.params), parts.query);
  const keyed: Record<string, string> = options?.idempotencyKey ? { "Idempotency-Key": options.idempotencyKey } : {};
  const init: RequestInit =
    method === "GET"
      ? { headers: { Accept: "application/json" } }
      : {
          method,
          headers: { Accept: "application/json", "Content-Type": "application/json", ...keyed },
          body: JSON.stringify(parts.body ?? {}),
        };
  const response = await send(url, { ...init, signal: options?.signal ?? null });
  return readBody<ApiAnswer<Key>>(response);
}
