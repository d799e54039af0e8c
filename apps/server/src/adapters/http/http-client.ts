/**
 * How every adapter talks to a service outside (DESIGN 9). Each attempt has its own timeout. A
 * request that may safely be repeated (GET or HEAD, or any request carrying an Idempotency-Key)
 * is tried again after a network error, a timeout, 408, 429 or a 5xx, a bounded number of times,
 * waiting a jittered, doubling back-off or what the service asks for in Retry-After. Any other
 * request is sent once: repeating a write the service may already have done could do it twice.
 */
export interface HttpClient {
  /**
   * The final response, whatever its status, once no further attempt is due. Rejects with
   * HttpRequestError when no response came at all, or with the caller's abort reason.
   */
  request(url: string | URL, init?: RequestInit): Promise<Response>;
}

export interface HttpClientOptions {
  /** Per attempt, for the response and the reading of its body. */
  timeoutMs?: number;
  /** Further attempts after the first, for requests that may be repeated. */
  retries?: number;
  /** The longest back-off before the first retry; it doubles for each further one. */
  baseDelayMs?: number;
  /** No back-off is longer; a Retry-After asking for more ends the retries instead. */
  maxDelayMs?: number;
  fetch?: typeof fetch;
  /** Seams for tests: the jitter's source of randomness and the wait itself. */
  random?: () => number;
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
}

export type HttpFailureKind = "timeout" | "network";

/** No response came: the attempt timed out or the connection failed (after any retries). */
export class HttpRequestError extends Error {
  constructor(
    readonly kind: HttpFailureKind,
    readonly url: string,
    options?: { cause?: unknown },
  ) {
    super(kind === "timeout" ? `No answer from ${url} in time` : `Could not reach ${url}`, options);
    this.name = "HttpRequestError";
  }
}

const DEFAULTS = { timeoutMs: 10_000, retries: 2, baseDelayMs: 250, maxDelayMs: 5_000 } as const;
const REPEATABLE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

function isRepeatable(init: RequestInit | undefined): boolean {
  const method = (init?.method ?? "GET").toUpperCase();
  return REPEATABLE_METHODS.has(method) || new Headers(init?.headers).has("idempotency-key");
}

function isRetryableStatus(status: number): boolean {
  // 501 and 505 say the service will never do this, however often it is asked.
  return status === 408 || status === 429 || (status >= 500 && status !== 501 && status !== 505);
}

/** Retry-After as milliseconds (delta-seconds or an HTTP date); null when absent or unreadable. */
export function retryAfterMs(header: string | null, now: number = Date.now()): number | null {
  if (header === null) return null;
  const text = header.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  const at = Date.parse(text);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

function sleepFor(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason as Error);
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason as Error);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    signal?.addEventListener("abort", onAbort, { once: true });
  });
}

export function createHttpClient(options: HttpClientOptions = {}): HttpClient {
  const { timeoutMs, retries, baseDelayMs, maxDelayMs } = { ...DEFAULTS, ...options };
  const doFetch = options.fetch ?? fetch;
  const random = options.random ?? Math.random;
  const sleep = options.sleep ?? sleepFor;

  /** Full jitter: anywhere between nothing and the doubled back-off, so clients that failed together spread out. */
  const backOff = (retry: number) => Math.floor(random() * Math.min(maxDelayMs, baseDelayMs * 2 ** retry));

  async function attempt(url: string | URL, init: RequestInit | undefined): Promise<Response> {
    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = init?.signal ? AbortSignal.any([init.signal, timeout]) : timeout;
    try {
      return await doFetch(url, { ...init, signal });
    } catch (cause) {
      // The caller gave up: not a failure of the service, and not one to retry.
      if (init?.signal?.aborted) throw init.signal.reason;
      throw new HttpRequestError(timeout.aborted ? "timeout" : "network", String(url), { cause });
    }
  }

  return {
    async request(url, init) {
      const attempts = isRepeatable(init) ? 1 + retries : 1;
      for (let retry = 0; ; retry++) {
        const last = retry + 1 >= attempts;
        let response: Response;
        try {
          response = await attempt(url, init);
        } catch (error) {
          if (last || !(error instanceof HttpRequestError)) throw error;
          await sleep(backOff(retry), init?.signal ?? undefined);
          continue;
        }
        if (last || !isRetryableStatus(response.status)) return response;
        const asked = retryAfterMs(response.headers.get("retry-after"));
        // A service that asks for a longer pause than we would wait is answered with its response now.
        if (asked !== null && asked > maxDelayMs) return response;
        // The body of an answer we do not use would otherwise hold its connection open.
        await response.body?.cancel().catch(() => undefined);
        await sleep(asked ?? backOff(retry), init?.signal ?? undefined);
      }
    },
  };
}
