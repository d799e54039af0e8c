import type { ApiErrorBody } from "@wbe3/domain";
import type { TestApp } from "./test-app.ts";

export interface ApiAnswer {
  status: number;
  body: unknown;
}

/**
 * A JSON request as a browser of ours sends it (the session cookie, a JSON body), answered with
 * its status and parsed body: `const call = apiCaller(() => t)` then `await call(cookie, "POST", "/api/…", body)`.
 */
export function apiCaller(app: () => TestApp) {
  return async function call(
    cookie: string | null,
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<ApiAnswer> {
    const res = await app().request(path, {
      method,
      headers: { ...(cookie ? { cookie } : {}), ...(body === undefined ? {} : { "content-type": "application/json" }), ...headers },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: res.status, body: await res.json() };
  };
}

/** The `{ error: { code, message } }` of a refused request. */
export const errorOf = (answer: ApiAnswer) => (answer.body as ApiErrorBody).error;
