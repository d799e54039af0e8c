import fc from "fast-check";
import { API_ACCESS } from "@wbe3/domain";

/**
 * Generated bad requests for the fuzz suite (fuzz.test.ts): wrong types, missing and extra
 * fields, huge and odd strings, odd numbers, bad JSON, wrong content types, `__proto__` keys.
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

/** A JSON text fragment written out as is: NaN, 1e309 and friends that JSON.stringify cannot make. */
class Raw {
  constructor(readonly text: string) {}
}
/** An object as key/value pairs, so `__proto__` stays an own key and keys may repeat. */
class Obj {
  constructor(readonly entries: [string, Json][]) {}
}
type Json = string | number | boolean | null | Raw | Obj | Json[];

export function toJsonText(value: Json): string {
  if (value instanceof Raw) return value.text;
  if (value instanceof Obj) return `{${value.entries.map(([k, v]) => `${JSON.stringify(k)}:${toJsonText(v)}`).join(",")}}`;
  if (Array.isArray(value)) return `[${value.map(toJsonText).join(",")}]`;
  return JSON.stringify(value);
}

// Field names the API reads, so generated bodies reach past the first "missing field" check.
const FIELDS = [
  "category",
  "title",
  "price",
  "fileCid",
  "imageCid",
  "tags",
  "royalty",
  "mintAsNFT",
  "nftType",
  "editions",
  "description",
  "isPublic",
  "txHash",
  "username",
  "name",
  "bio",
  "appleMusicArtistId",
  "socialLinks",
  "instagram",
  "message",
  "signature",
  "role",
  "email",
  "password",
  "token",
  "jsonrpc",
  "method",
  "params",
  "id",
  "q",
  "limit",
  "cursor",
  "address",
  "file",
];
const EVIL_KEYS = ["__proto__", "constructor", "prototype", "toString", "hasOwnProperty", "", " ", "a.b", "$where", "0"];

const HUGE = "x".repeat(70_000);
const ODD_STRINGS = [
  "",
  " ",
  "\u0000",
  "a\u0000b",
  "😀",
  "👩🏽‍🎤🎶",
  "\u202Eevil\u202C",
  "\u200B",
  "\uFEFF",
  "\uD800",
  "\u0007\u001b[31m",
  "\r\n",
  "\t",
  "%00",
  "%",
  "%ZZ",
  "../../etc/passwd",
  "<script>alert(1)</script>",
  "' OR 1=1 --",
  "${7*7}",
  "NaN",
  "-1",
  "1e309",
  "0x10",
  "music",
  "art",
  "fan",
  "artist",
  "admin",
  "partner",
  "ERC721",
  "ERC1155",
  "1",
  "0.5",
  "2.50",
  "-0.01",
  "novareign",
  "ipfs://x",
  "bafkreifzjut3te2nhyekklss27nh3k72ysco7y32koao5eei66wof36n5e",
  `0x${"f".repeat(40)}`,
  `0x${"a".repeat(64)}`,
  "a@b.co",
  "A".repeat(300),
  HUGE,
];
const RAW_NUMBERS = [
  "NaN",
  "Infinity",
  "-Infinity",
  "1e309",
  "-1e309",
  "-0",
  "1e-400",
  "18446744073709551616",
  "0x10",
  "01",
  "1.",
  ".5",
  "+1",
];

const oddString = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...ODD_STRINGS) },
  { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: "grapheme", maxLength: 20 }) },
);
const oddNumber = fc.oneof(
  fc.constantFrom(0, -1, 1, 0.5, -0.0001, 51, 10_001, 2 ** 31, 2 ** 53 + 1, Number.MAX_VALUE, Number.MIN_VALUE),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer(),
);

const leaf: fc.Arbitrary<Json> = fc.oneof(
  { weight: 4, arbitrary: oddString },
  { weight: 2, arbitrary: oddNumber },
  { weight: 1, arbitrary: fc.constantFrom(...RAW_NUMBERS).map((text) => new Raw(text)) },
  { weight: 1, arbitrary: fc.constantFrom<Json>(true, false, null) },
);

const key = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...FIELDS) },
  { weight: 1, arbitrary: fc.constantFrom(...EVIL_KEYS) },
  { weight: 1, arbitrary: oddString },
);

const { json } = fc.letrec<{ json: Json }>((tie) => ({
  json: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    { weight: 3, arbitrary: leaf },
    { weight: 1, arbitrary: fc.array(tie("json"), { maxLength: 5 }) },
    { weight: 2, arbitrary: fc.array(fc.tuple(key, tie("json")), { maxLength: 8 }).map((entries) => new Obj(entries)) },
  ),
}));

/** A body object: mostly the API's own field names, with wrong types, extras and evil keys. */
const jsonBody = fc.oneof(
  { weight: 4, arbitrary: fc.array(fc.tuple(key, json), { maxLength: 10 }).map((entries) => toJsonText(new Obj(entries))) },
  { weight: 1, arbitrary: json.map(toJsonText) },
);

const BAD_JSON = [
  "",
  "{",
  "}",
  "[",
  '{"a":',
  '{"a":1}{',
  "nul",
  "undefined",
  "\u0000",
  '"unterminated',
  "{'single':1}",
  '{"a":1,}',
  "[1,]",
  "[".repeat(5000),
  '{"a":'.repeat(3000),
  `"${HUGE}`,
  '{"__proto__":{"isAdmin":true,"role":"admin"}}',
  '{"constructor":{"prototype":{"role":"admin"}}}',
  '{"a":1,"a":2}',
  "\uFEFF{}",
  "{}\u0000",
  `{"title":"${"\\u0000".repeat(10)}"}`,
];

const CONTENT_TYPES = [
  "application/json",
  "application/json; charset=utf-8",
  "application/json; charset=utf-16",
  "text/plain",
  "application/xml",
  "application/x-www-form-urlencoded",
  "multipart/form-data",
  "multipart/form-data; boundary=----fuzz",
  "application/octet-stream",
  "",
  "json",
  "application/json, text/plain",
  "*/*",
];

const FILE_BYTES = [
  Buffer.from("RIFF\u0000\u0000\u0000\u0000WAVEfmt "),
  Buffer.from("\u0089PNG\r\n\u001a\n"),
  Buffer.from("%PDF-1.4\n"),
  Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
  Buffer.alloc(0),
  Buffer.from([0x7f, 0x45, 0x4c, 0x46]),
];

const STRONG_PASSWORD = "Fuzz-Tester-Passw0rd!";
const TX_HASH = `0x${"ab".repeat(32)}`;

/**
 * A valid body per route ("$cid" stands for a stored file's CID). Bodies made from these, with
 * one field changed, dropped or added, get past the first check to the code behind it.
 */
const TEMPLATES: Record<string, [string, Json][]> = {
  "POST /api/uploads": [
    ["category", "music"],
    ["title", "Fuzz Song"],
    ["price", "1.5"],
    ["fileCid", "$cid"],
    ["royalty", 10],
    ["tags", "a, b"],
    ["description", "d"],
    ["nftType", "ERC1155"],
    ["editions", 3],
    ["mintAsNFT", true],
    ["isPublic", true],
  ],
  "PUT /api/artist/profile": [
    ["username", "fuzz.artist"],
    ["name", "Fuzz Artist"],
    ["bio", "About me."],
    ["appleMusicArtistId", "123"],
  ],
  "POST /api/auth/signup": [
    ["email", "fuzz@example.com"],
    ["password", STRONG_PASSWORD],
    ["name", "Fuzz"],
    ["role", "fan"],
  ],
  "POST /api/auth/login": [
    ["email", "fuzz@example.com"],
    ["password", STRONG_PASSWORD],
  ],
  "POST /api/auth/siwe": [
    ["message", "localhost wants you to sign in with your Ethereum account:\n0x0000000000000000000000000000000000000001"],
    ["signature", `0x${"1".repeat(130)}`],
    ["role", "fan"],
  ],
  "POST /api/auth/verify-email": [["token", "t".repeat(32)]],
  "POST /api/auth/verify-email/resend": [["email", "fuzz@example.com"]],
  "POST /api/auth/password-reset/request": [["email", "fuzz@example.com"]],
  "POST /api/auth/password-reset/confirm": [
    ["token", "t".repeat(32)],
    ["password", STRONG_PASSWORD],
  ],
  "POST /api/uploads/:id/mint": [["txHash", TX_HASH]],
  "POST /api/rpc": [
    ["jsonrpc", "2.0"],
    ["id", 1],
    ["method", "eth_getBalance"],
    ["params", ["0x0000000000000000000000000000000000000001", "latest"]],
  ],
};

type Edit = { op: "set"; index: number; value: Json } | { op: "drop"; index: number } | { op: "add"; key: string; value: Json };

/** The template with one edit: a field set to a generated value, dropped, or an extra added. */
function nearlyValid(template: [string, Json][], cid: string): fc.Arbitrary<string> {
  const filled = template.map(([k, v]): [string, Json] => [k, v === "$cid" ? cid : v]);
  const edit: fc.Arbitrary<Edit> = fc.oneof(
    { weight: 4, arbitrary: fc.record({ op: fc.constant("set" as const), index: fc.nat(filled.length - 1), value: json }) },
    { weight: 1, arbitrary: fc.record({ op: fc.constant("drop" as const), index: fc.nat(filled.length - 1) }) },
    { weight: 1, arbitrary: fc.record({ op: fc.constant("add" as const), key, value: json }) },
  );
  return fc.array(edit, { minLength: 1, maxLength: 2 }).map((edits) => {
    let entries = [...filled];
    for (const e of edits) {
      if (e.op === "set") entries = entries.map(([k, v], i): [string, Json] => [k, i === e.index ? e.value : v]);
      else if (e.op === "drop") entries = entries.filter((_, i) => i !== e.index);
      else entries = [...entries, [e.key, e.value]];
    }
    return toJsonText(new Obj(entries));
  });
}

export type FuzzBody =
  | { kind: "none" }
  | { kind: "text"; contentType: string | null; text: string }
  | { kind: "form"; contentType: string | null; fields: [string, string][]; files: { field: string; name: string; bytes: Uint8Array }[] }
  | { kind: "urlencoded"; contentType: string | null; fields: [string, string][] };

const contentType = fc.option(fc.constantFrom(...CONTENT_TYPES), { nil: null, freq: 4 });
const fieldPairs = fc.array(fc.tuple(key.map(String), oddString), { maxLength: 6 });

const bodyFor = (template: fc.Arbitrary<string> | null): fc.Arbitrary<FuzzBody> =>
  fc.oneof(
    { weight: 1, arbitrary: fc.constant<FuzzBody>({ kind: "none" }) },
    { weight: template ? 3 : 6, arbitrary: fc.record({ kind: fc.constant("text" as const), contentType, text: jsonBody }) },
    // A valid JSON type, so the edit is what gets judged.
    ...(template
      ? [
          {
            weight: 5,
            arbitrary: fc.record({ kind: fc.constant("text" as const), contentType: fc.constant("application/json"), text: template }),
          },
        ]
      : []),
    { weight: 2, arbitrary: fc.record({ kind: fc.constant("text" as const), contentType, text: fc.constantFrom(...BAD_JSON) }) },
    {
      weight: 2,
      arbitrary: fc.record({
        kind: fc.constant("form" as const),
        // null lets fetch write the multipart type with its boundary; anything else mislabels it.
        contentType: fc.option(fc.constantFrom(...CONTENT_TYPES), { nil: null, freq: 2 }),
        fields: fieldPairs,
        files: fc.array(
          fc.record({
            field: fc.constantFrom("file", "file", "category", "__proto__", "x"),
            name: fc.oneof(fc.constantFrom("a.wav", "a.png", "../../a.png", "a\u0000.png", "😀.mp3", "", HUGE.slice(0, 5000)), oddString),
            bytes: fc.oneof(fc.constantFrom(...FILE_BYTES.map((b) => new Uint8Array(b))), fc.uint8Array({ maxLength: 256 })),
          }),
          { maxLength: 3 },
        ),
      }),
    },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant("urlencoded" as const), contentType, fields: fieldPairs }) },
  );

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

/** The fetch init that sends `body` (with `headers` added). */
export function requestInit(method: string, body: FuzzBody, headers: Record<string, string>): RequestInit {
  const withType = (type: string | null) => (type === null ? headers : { ...headers, "content-type": type });
  switch (body.kind) {
    case "none":
      return { method, headers };
    case "text":
      return { method, headers: withType(body.contentType), body: body.text };
    case "urlencoded":
      return { method, headers: withType(body.contentType), body: new URLSearchParams(body.fields).toString() };
    case "form": {
      const form = new FormData();
      for (const [k, v] of body.fields) form.append(k, v);
      for (const f of body.files) form.append(f.field, new Blob([new Uint8Array(f.bytes)]), f.name);
      return { method, headers: withType(body.contentType), body: form };
    }
  }
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
