import fc from "fast-check";

/**
 * Generated JSON for the fuzz suite's bodies: the API's own field names and evil keys, odd and
 * huge strings, odd numbers, and number texts that JSON.stringify cannot write.
 */

/** A JSON text fragment written out as is: NaN, 1e309 and friends that JSON.stringify cannot make. */
class Raw {
  constructor(readonly text: string) {}
}
/** An object as key/value pairs, so `__proto__` stays an own key and keys may repeat. */
export class Obj {
  constructor(readonly entries: [string, Json][]) {}
}
export type Json = string | number | boolean | null | Raw | Obj | Json[];

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

export const HUGE = "x".repeat(70_000);
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

export const oddString = fc.oneof(
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

export const key = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...FIELDS) },
  { weight: 1, arbitrary: fc.constantFrom(...EVIL_KEYS) },
  { weight: 1, arbitrary: oddString },
);

export const { json } = fc.letrec<{ json: Json }>((tie) => ({
  json: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    { weight: 3, arbitrary: leaf },
    { weight: 1, arbitrary: fc.array(tie("json"), { maxLength: 5 }) },
    { weight: 2, arbitrary: fc.array(fc.tuple(key, tie("json")), { maxLength: 8 }).map((entries) => new Obj(entries)) },
  ),
}));

/** A body object: mostly the API's own field names, with wrong types, extras and evil keys. */
export const jsonBody = fc.oneof(
  { weight: 4, arbitrary: fc.array(fc.tuple(key, json), { maxLength: 10 }).map((entries) => toJsonText(new Obj(entries))) },
  { weight: 1, arbitrary: json.map(toJsonText) },
);
