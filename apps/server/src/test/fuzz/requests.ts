import fc from "fast-check";
import { API_ACCESS } from "@wbe3/domain";
import { bodyFor, type FuzzBody } from "./bodies.ts";
import { TEMPLATES, nearlyValid } from "./body-templates.ts";
import { oddString } from "./json-values.ts";

/**
 * Generated bad requests for the fuzz suite (fuzz.test.ts): odd params and queries here; the
 * bodies (wrong types, missing and extra fields, huge and odd strings, odd numbers, bad JSON,
 * wrong content types, `__proto__` keys) from bodies.ts, body-templates.ts and json-values.ts.
 */

export interface FuzzRoute {
  method: string;
  /** As registered, with `:param` placeholders. */
  path: string;
}

/** Every route of the API access table, plus the one non-API route that takes input. */
export function fuzzRoutes(): FuzzRoute[] {
  const routes = Object.keys(API_ACCESS).map((key) => {
    const [method = "", path = ""] = key.split(" ");
    return { method, path };
  });
  return [...routes, { method: "GET", path: "/ipfs/:cid" }];
}

/** Percent-encodes what URLs can carry; a lone surrogate (which encodeURIComponent refuses) as its UTF-8 bytes would be. */
function encode(value: string): string {
  return Array.from(value, (ch) => {
    const code = ch.codePointAt(0) ?? 0;
    // A lone surrogate has no UTF-8 form; send the bytes a careless client would (CESU-8).
    return code >= 0xd800 && code <= 0xdfff ? "%ED%A0%80" : encodeURIComponent(ch);
  }).join("");
}

const RAW_SEGMENTS = ["%", "%ZZ", "%E0%A4%A", "%00", "..", "%2e%2e", "..%2F..%2F", "%2F", "a%20b", "%C0%AF", "%FF"];

function paramValue(valid: readonly string[]): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...valid) },
    { weight: 3, arbitrary: oddString.map(encode) },
    { weight: 1, arbitrary: fc.constantFrom(...RAW_SEGMENTS) },
    { weight: 1, arbitrary: fc.uuid() },
  );
}

const QUERY_KEYS = [
  "q",
  "category",
  "limit",
  "cursor",
  "offset",
  "page",
  "sort",
  "address",
  "__proto__",
  "__proto__[role]",
  "a[]",
  "constructor",
];
const query = fc.oneof(
  { weight: 1, arbitrary: fc.constant("") },
  {
    weight: 3,
    arbitrary: fc
      .array(
        fc.tuple(
          fc.oneof(fc.constantFrom(...QUERY_KEYS), oddString.map(encode)),
          fc.oneof(oddString.map(encode), fc.constantFrom(...RAW_SEGMENTS)),
        ),
        { maxLength: 5 },
      )
      .map((pairs) => (pairs.length ? `?${pairs.map(([k, v]) => `${k}=${v}`).join("&")}` : "")),
  },
);

/**
 * Whether the path, once the URL parser removed its dot segments, is still one the route's area
 * answers (/api/... or /ipfs/<something>). Outside it the web app's fallback answers, which the
 * test app has not built (503 by design).
 */
function staysInside(route: FuzzRoute, path: string): boolean {
  const { pathname } = new URL(path, "http://localhost");
  return route.path.startsWith("/api/") ? pathname.startsWith("/api/") : /^\/ipfs\/[^/]+$/.test(pathname);
}

export interface FuzzRequest {
  principal: string;
  path: string;
  body: FuzzBody;
  origin: string | null;
}

/** Requests for one route: its path with generated params and query, a body, and who sends it. */
export function requestsFor(
  route: FuzzRoute,
  principals: readonly string[],
  validParams: Record<string, readonly string[]>,
): fc.Arbitrary<FuzzRequest> {
  const names = [...route.path.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1] as string);
  const params = fc.tuple(...names.map((name) => paramValue(validParams[name] ?? ["x"])));
  const entries = TEMPLATES[`${route.method} ${route.path}`];
  const template = entries ? nearlyValid(entries, validParams.cid?.[0] ?? "") : null;
  return fc.record({
    principal: fc.constantFrom(...principals),
    path: fc
      .tuple(params, query)
      .map(([values, q]) => names.reduce((p, name, i) => p.replace(`:${name}`, values[i] ?? ""), route.path) + q)
      .filter((p) => staysInside(route, p)),
    body: route.method === "GET" ? fc.constant<FuzzBody>({ kind: "none" }) : bodyFor(template),
    // Mostly none (a non-browser client); sometimes the app's own origin, another site or junk.
    origin: fc.oneof(
      { weight: 8, arbitrary: fc.constant(null) },
      { weight: 2, arbitrary: fc.constantFrom("http://localhost", "https://evil.example", "null", "") },
    ),
  });
}

/** A short, exact description of a request, for a failure report. */
export function describeRequest(method: string, req: FuzzRequest): string {
  const shown = (s: string) => JSON.stringify(s.length > 300 ? `${s.slice(0, 300)}…(${s.length} chars)` : s);
  const b = req.body;
  const bodyText =
    b.kind === "none"
      ? "no body"
      : b.kind === "text"
        ? `content-type ${shown(b.contentType ?? "(none)")}, body ${shown(b.text)}`
        : b.kind === "urlencoded"
          ? `content-type ${shown(b.contentType ?? "(none)")}, urlencoded ${shown(JSON.stringify(b.fields))}`
          : `content-type ${shown(b.contentType ?? "(multipart with boundary)")}, form fields ${shown(JSON.stringify(b.fields))}, files ${shown(JSON.stringify(b.files.map((f) => ({ field: f.field, name: f.name, bytes: f.bytes.length }))))}`;
  return `${method} ${shown(req.path)} as ${req.principal}${req.origin === null ? "" : ` (Origin ${shown(req.origin)})`}: ${bodyText}`;
}
