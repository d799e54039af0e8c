import { vi } from "vitest";

export type FetchHandler = (url: URL, init: RequestInit | undefined) => Response | Promise<Response>;

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

/** Replaces fetch for one test; returns the mock so tests can read the URLs that were requested. */
export function stubFetch(handler: FetchHandler) {
  const mock = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const raw = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    return Promise.resolve(handler(new URL(raw, "http://localhost"), init));
  });
  vi.stubGlobal("fetch", mock);
  return {
    mock,
    /** Requested URLs for one path, e.g. "/api/marketplace". */
    urlsFor: (pathname: string) =>
      mock.mock.calls
        .map(([input]) => new URL(typeof input === "string" ? input : input instanceof URL ? input.href : input.url, "http://localhost"))
        .filter((url) => url.pathname === pathname),
  };
}
