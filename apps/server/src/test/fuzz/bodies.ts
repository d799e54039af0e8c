import fc from "fast-check";
import { HUGE, jsonBody, key, oddString } from "./json-values.ts";

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

export type FuzzBody =
  | { kind: "none" }
  | { kind: "text"; contentType: string | null; text: string }
  | { kind: "form"; contentType: string | null; fields: [string, string][]; files: { field: string; name: string; bytes: Uint8Array }[] }
  | { kind: "urlencoded"; contentType: string | null; fields: [string, string][] };

const contentType = fc.option(fc.constantFrom(...CONTENT_TYPES), { nil: null, freq: 4 });
const fieldPairs = fc.array(fc.tuple(key.map(String), oddString), { maxLength: 6 });

/** A body of any kind; with a template, often the nearly valid JSON body it makes. */
export const bodyFor = (template: fc.Arbitrary<string> | null): fc.Arbitrary<FuzzBody> =>
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
