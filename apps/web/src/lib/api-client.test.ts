import { afterEach, describe, expect, it, vi } from "vitest";
import { AppError, INVALID_CREDENTIALS } from "@wbe3/domain";
import { jsonResponse, stubFetch } from "@/test/fetch-stub";
import { buildApiUrl, callApi } from "./api-client";

afterEach(() => {
  vi.unstubAllGlobals();
});

async function caught(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  if (!(error instanceof AppError)) throw new Error(`Expected an AppError, got ${String(error)}`);
  return error;
}

describe("buildApiUrl", () => {
  it("leaves out empty values so equal requests have equal URLs", () => {
    expect(buildApiUrl("/api/marketplace", { q: "", category: undefined, cursor: null, limit: 24 })).toBe("/api/marketplace?limit=24");
    expect(buildApiUrl("/api/featured")).toBe("/api/featured");
  });

  it("encodes values", () => {
    expect(buildApiUrl("/api/marketplace", { q: "rock & roll" })).toBe("/api/marketplace?q=rock+%26+roll");
  });
});

describe("callApi GET", () => {
  it("returns the parsed body", async () => {
    stubFetch(() => jsonResponse({ items: [1, 2] }));
    await expect(callApi("GET /api/featured")).resolves.toEqual({ items: [1, 2] });
  });

  it("turns the API error shape into an AppError with its code and message", async () => {
    stubFetch(() => jsonResponse({ error: { code: "bad_request", message: "limit must be between 1 and 100" } }, 400));
    const error = await caught(callApi("GET /api/marketplace"));
    expect(error.code).toBe("bad_request");
    expect(error.message).toBe("limit must be between 1 and 100");
  });

  it("maps a failure without the error shape by its status", async () => {
    stubFetch(() => new Response("<html>Bad Gateway</html>", { status: 502 }));
    expect((await caught(callApi("GET /api/featured"))).code).toBe("unavailable");
  });

  it("reports an unreachable server as unavailable", async () => {
    vi.stubGlobal("fetch", () => Promise.reject(new TypeError("Failed to fetch")));
    const error = await caught(callApi("GET /api/featured"));
    expect(error.code).toBe("unavailable");
    expect(error.message).toMatch(/could not reach the server/i);
  });

  it("rejects a success response that is not JSON", async () => {
    stubFetch(() => new Response("<!doctype html>", { status: 200 }));
    expect((await caught(callApi("GET /api/featured"))).code).toBe("internal");
  });
});

describe("callApi with a body", () => {
  it("sends the body as JSON with the session cookie and returns the parsed answer", async () => {
    const api = stubFetch(() => jsonResponse({ message: "sent" }));
    await expect(callApi("POST /api/auth/password-reset/request", { body: { email: "a@b.co" } })).resolves.toEqual({ message: "sent" });
    const init = api.mock.mock.calls[0]?.[1];
    expect(init?.method).toBe("POST");
    expect(init?.credentials).toBe("same-origin");
    expect(init?.body).toBe(JSON.stringify({ email: "a@b.co" }));
    expect(new Headers(init?.headers).get("Content-Type")).toBe("application/json");
  });

  it("names the action's Idempotency-Key when given one, and none otherwise", async () => {
    const api = stubFetch(() => jsonResponse({ message: "sent" }));
    await callApi("POST /api/auth/password-reset/request", { body: { email: "a@b.co" } }, { idempotencyKey: "action-1" });
    await callApi("POST /api/auth/password-reset/request", { body: { email: "a@b.co" } });
    const sent = api.mock.mock.calls.map(([, init]) => new Headers(init?.headers).get("Idempotency-Key"));
    expect(sent).toEqual(["action-1", null]);
  });

  it("surfaces the server's message for a refused request", async () => {
    stubFetch(() => jsonResponse({ error: { code: "unauthorized", message: INVALID_CREDENTIALS } }, 401));
    const error = await caught(callApi("POST /api/auth/login", { body: { email: "a@b.co", password: "x" } }));
    expect(error.code).toBe("unauthorized");
    expect(error.message).toBe(INVALID_CREDENTIALS);
  });
});

describe("callApi URLs", () => {
  it("fills path parameters, encoded, and leaves out empty query values", async () => {
    const api = stubFetch(() => jsonResponse({ items: [], nextCursor: null }));
    await callApi("GET /api/marketplace", { query: { q: "gold rings", category: null, cursor: "" } });
    await callApi("GET /api/artists/:username", { params: { username: "a/b c" } });
    expect(api.mock.mock.calls.map(([url]) => url)).toEqual(["/api/marketplace?q=gold+rings", "/api/artists/a%2Fb%20c"]);
  });

  it("sends each declared method", async () => {
    const api = stubFetch(() => jsonResponse({ profile: null }));
    await callApi("PUT /api/artist/profile", { body: { username: "nova", name: "Nova" } });
    expect(api.mock.mock.calls[0]?.[1]?.method).toBe("PUT");
  });
});
