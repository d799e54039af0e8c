import fc from "fast-check";
import { json, key, Obj, toJsonText, type Json } from "./json-values.ts";

const STRONG_PASSWORD = "Fuzz-Tester-Passw0rd!";
const TX_HASH = `0x${"ab".repeat(32)}`;

/**
 * A valid body per route ("$cid" stands for a stored file's CID). Bodies made from these, with
 * one field changed, dropped or added, get past the first check to the code behind it.
 */
export const TEMPLATES: Record<string, [string, Json][]> = {
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
  "POST /api/shows": [
    ["title", "Fuzz Show"],
    ["artistName", "Fuzz Artist"],
    ["eventDate", "2031-07-01"],
    ["eventTime", "20:00"],
    ["timeZone", "Europe/Paris"],
    ["streamType", "youtube"],
    ["streamUrl", "https://youtu.be/dQw4w9WgXcQ"],
    ["ticketPrice", "1.5"],
    ["ticketed", true],
    ["capacity", 100],
    ["openMic", true],
  ],
  "PATCH /api/shows/:id": [
    ["title", "Fuzz Show 2"],
    ["eventTime", "21:00"],
    ["status", "live"],
  ],
  "PUT /api/shows/:id/verifiers": [
    ["wallets", ["0x70997970C51812dc3A010C7d01b50e0d17dc79C8"]],
    ["emails", ["door@example.com"]],
  ],
  "POST /api/shows/:id/check-ins": [["code", "eyJzaG93IjoiYSJ9"]],
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
export function nearlyValid(template: [string, Json][], cid: string): fc.Arbitrary<string> {
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
