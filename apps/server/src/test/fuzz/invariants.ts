import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { sql, type SQL } from "drizzle-orm";
import { ROLES, UPLOAD_CATEGORIES } from "@wbe3/domain";
import type { TestApp } from "../test-app.ts";

// C0 controls other than tab, line feed and carriage return: never part of a name or title.
const CONTROL = "[\\x01-\\x08\\x0b\\x0c\\x0e-\\x1f\\x7f]";

/**
 * Rules the data must keep whatever requests came in, as SQL that counts the rows breaking
 * each. Most mirror a CHECK or foreign key, so they also catch a migration that dropped one.
 */
const RULES: { rule: string; query: string }[] = [
  {
    rule: "users have a known role",
    query: `select count(*) from users where role is not null and role not in (${ROLES.map((r) => `'${r}'`).join(",")})`,
  },
  { rule: "no stored admin role (admin comes only from configuration)", query: "select count(*) from users where role = 'admin'" },
  { rule: "users have an e-mail or a wallet", query: "select count(*) from users where email is null and wallet_address is null" },
  { rule: "wallets are stored lowercased", query: "select count(*) from users where wallet_address <> lower(wallet_address)" },
  { rule: "listings have a non-negative price", query: "select count(*) from marketplace_listings where price < 0" },
  {
    rule: "listings have a known category",
    query: `select count(*) from marketplace_listings where category not in (${UPLOAD_CATEGORIES.map((c) => `'${c}'`).join(",")})`,
  },
  { rule: "uploads have a non-negative price", query: "select count(*) from uploads where price < 0" },
  { rule: "uploads have an owner", query: "select count(*) from uploads u left join artists a on a.id = u.artist_id where a.id is null" },
  {
    rule: "uploads point at stored files",
    query:
      "select count(*) from uploads u where u.file_cid is not null and not exists (select 1 from stored_files f where f.cid = u.file_cid)",
  },
  {
    rule: "uploads' metadata is stored",
    query:
      "select count(*) from uploads u where u.metadata_cid is not null and not exists (select 1 from stored_files f where f.cid = u.metadata_cid)",
  },
  { rule: "royalty within 0–50 %", query: "select count(*) from uploads where royalty_percent not between 0 and 50" },
  { rule: "editions within 1–10000", query: "select count(*) from uploads where editions not between 1 and 10000" },
  {
    rule: "nothing minted without a verified mint",
    query: "select count(*) from uploads u where u.is_minted and not exists (select 1 from nft_mints m where m.upload_id = u.id)",
  },
  {
    rule: "a listing matches its upload",
    query:
      "select count(*) from marketplace_listings l join uploads u on u.id = l.upload_id where l.title <> u.title or l.price <> u.price or l.category <> u.category",
  },
  { rule: "usernames keep their format", query: "select count(*) from artists where username !~ '^[A-Za-z0-9_.-]{2,40}$'" },
  {
    rule: "no control characters in names and titles",
    query: `select (select count(*) from users where name ~ '${CONTROL}') + (select count(*) from artists where name ~ '${CONTROL}' or username ~ '${CONTROL}')
      + (select count(*) from uploads where title ~ '${CONTROL}' or artist_name ~ '${CONTROL}' or array_to_string(tags, ' ') ~ '${CONTROL}')`,
  },
  {
    rule: "ticketed shows have a capacity",
    query: "select count(*) from live_shows where ticketed and (capacity is null or capacity < 1)",
  },
  {
    rule: "no control characters in show titles and artist names",
    query: `select count(*) from live_shows where title ~ '${CONTROL}' or artist_name ~ '${CONTROL}'`,
  },
  { rule: "sessions belong to users", query: "select count(*) from sessions s left join users u on u.id = s.user_id where u.id is null" },
];

async function rowsOf<T extends Record<string, unknown>>(t: TestApp, query: SQL): Promise<T[]> {
  // Both drivers answer raw SQL with { rows }; the driver-neutral Database type does not say so.
  return ((await t.db.execute<T>(query)) as { rows: T[] }).rows;
}

/** Each broken rule with its count of offending rows, and stored files whose bytes are missing. */
export async function brokenRules(t: TestApp): Promise<string[]> {
  const broken: string[] = [];
  for (const { rule, query } of RULES) {
    const [row] = await rowsOf<Record<string, unknown>>(t, sql.raw(query));
    const count = Number(Object.values(row ?? {})[0] ?? 0);
    if (count > 0) broken.push(`${rule}: ${count} row(s)`);
  }
  for (const { cid, size } of await rowsOf<{ cid: string; size: string | number }>(t, sql`select cid, size from stored_files`)) {
    const blob = await t.deps.contentStore.find(cid);
    if (!blob) broken.push(`stored file ${cid} has no bytes`);
    else if (statSync(blob.path).size !== Number(size))
      broken.push(`stored file ${cid} has ${statSync(blob.path).size} bytes, not ${size}`);
  }
  // Bytes of refused uploads must not stay behind (the content store's temporary directory).
  const incoming = path.join(t.dataDir, "blobs", ".incoming");
  if (existsSync(incoming) && readdirSync(incoming).length > 0)
    broken.push(`${readdirSync(incoming).length} temporary file(s) left in ${incoming}`);
  return broken;
}
