import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createPublicClient, createWalletClient, http, type HDAccount } from "viem";
import { createSiweMessage } from "viem/siwe";
import { sql } from "drizzle-orm";
import { devAccounts } from "@wbe3/contracts";
import { localChain } from "@wbe3/contracts/local-chain";
import { openDatabase, type DatabaseHandle } from "@wbe3/db";
import { liveShowAnswer, ticketMintAnswer, TICKET_LISTING_KIND, type LiveShow, type NonceResponse } from "@wbe3/domain";
import type { ApiAnswer } from "../../test/api-call.ts";
import { killStartedMains, startMain, type RunningMain } from "../../test/main-process.ts";
import { ticketedFields } from "../../test/show-tickets.ts";

// Issue 25: the tickets' confirmation writes the token, its activity, the listing, the token's
// link to it and the tickets left. A kill -9 of the whole server between any two of those writes
// must leave all or nothing, and the same confirmation after the restart completes it once.
const dataDir = mkdtempSync(path.join(tmpdir(), "wbe3-ticket-kill-"));
const pgDir = path.join(dataDir, "pg");
const marker = path.join(pgDir, "stalled-at");
// The server deploys and mints from the first dev account; 9 is the artist, on this chain of its own.
const artistKey = devAccounts(10)[9] as HDAccount;
const CAPACITY = 5;
const QUANTITY = 4;
afterAll(() => {
  killStartedMains();
  rmSync(dataDir, { recursive: true, force: true });
});

/**
 * Where the server stops for good, inside the confirmation's transaction: a trigger on the write
 * that comes next writes a marker file (COPY runs in the database process, beside its data) and
 * never returns, so the kill lands after the writes before it.
 */
const STOPS = [
  { after: "the ticket token", table: "activity_logs", on: "insert", when: "new.action = 'live_show_tickets_minted'" },
  { after: "the listing", table: "live_show_tickets", on: "update", when: "new.listing_id is not null" },
  { after: "every write but the tickets left", table: "live_show_events", on: "insert", when: "new.kind = 'tickets_left'" },
] as const;
type Stop = (typeof STOPS)[number] | null;

/** The data directory opened by the test alone (the server is down): `use` runs on it, then it is closed. */
async function onData<T>(use: (handle: DatabaseHandle) => Promise<T>): Promise<T> {
  const handle = await openDatabase({ pgliteDir: pgDir });
  try {
    return await use(handle);
  } finally {
    await handle.close();
  }
}

async function stopAt(stop: Stop): Promise<void> {
  rmSync(marker, { force: true });
  await onData(async ({ db }) => {
    for (const { table } of STOPS) await db.execute(sql.raw(`drop trigger if exists stop_here on ${table}`));
    if (!stop) return;
    const [row] = ((await db.execute(sql`select current_setting('data_directory') as dir`)) as { rows: { dir: string }[] }).rows;
    await db.execute(
      sql.raw(`create or replace function stop_here() returns trigger language plpgsql as $$
        begin
          execute format('copy (select %L) to %L', tg_table_name, '${row?.dir ?? ""}/stalled-at');
          loop perform pg_sleep(0.05); end loop;
        end $$`),
    );
    await db.execute(
      sql.raw(`create trigger stop_here before ${stop.on} on ${stop.table} for each row when (${stop.when}) execute function stop_here()`),
    );
  });
}

/** What the confirmation may have written for the show, counted on the data directory. */
function recorded(showId: string) {
  return onData(async ({ db }) => {
    const [row] = (
      (await db.execute(sql`select
        (select count(*)::int from live_show_tickets where show_id = ${showId}) as tokens,
        (select count(*)::int from marketplace_listings where kind = ${TICKET_LISTING_KIND}) as listings,
        (select count(*)::int from activity_logs where action = 'live_show_tickets_minted') as activity,
        (select count(*)::int from live_show_events where show_id = ${showId} and kind = 'tickets_left') as "ticketsLeft",
        (select capacity from live_shows where id = ${showId}) as capacity`)) as { rows: Record<string, number>[] }
    ).rows;
    return row;
  });
}

async function call(server: RunningMain, cookie: string | null, method: string, route: string, body?: unknown): Promise<ApiAnswer> {
  const res = await fetch(`${server.url}${route}`, {
    method,
    headers: { ...(cookie ? { cookie } : {}), ...(body === undefined ? {} : { "content-type": "application/json" }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: res.status, body: await res.json() };
}

/** The artist signs in to the running server with their wallet (SIWE), as the app does. */
async function signIn(server: RunningMain): Promise<string> {
  const { nonce } = (await call(server, null, "GET", "/api/auth/nonce")).body as NonceResponse;
  const site = new URL(server.url);
  const message = createSiweMessage({
    address: artistKey.address,
    chainId: 31337,
    domain: site.host,
    nonce,
    uri: `${site.origin}/`,
    version: "1",
    issuedAt: new Date(),
    expirationTime: new Date(Date.now() + 5 * 60_000),
    statement: "Sign in to WBE3.",
  });
  const res = await fetch(`${server.url}/api/auth/siwe`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ message, signature: await artistKey.signMessage({ message }), role: "artist" }),
  });
  expect(res.status, await res.clone().text()).toBe(200);
  const cookie = /__Host-session=[^;]*/.exec(res.headers.getSetCookie().join("; "))?.[0];
  if (!cookie) throw new Error("no session cookie");
  return cookie;
}

/** Resolves true once the server stands at the stop, false after `ms` without it. */
async function stopReached(ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (!existsSync(marker)) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return true;
}

/**
 * Sends the confirmation and kills the server group once it stands at the stop (or once it
 * answered, or after a minute): whether it stood there, and what it answered if it did.
 */
async function confirmKilledAtStop(server: RunningMain, cookie: string, showId: string, txHash: string) {
  const confirming = call(server, cookie, "POST", `/api/shows/${showId}/tickets/confirm`, { txHash }).catch(
    () => null, // the connection dies with the server
  );
  const stopped = await Promise.race([stopReached(60_000), confirming.then(() => false)]);
  process.kill(-server.pid, "SIGKILL");
  await server.exited;
  return { stopped, answer: await confirming };
}

describe.skipIf(process.env.TEST_DB === "postgres")("the tickets' confirmation under a kill -9 of the server", () => {
  it(
    "records all or nothing at every stop, and the same confirmation after the restart records it once",
    { timeout: 600_000 },
    async () => {
      await stopAt(STOPS[0]);
      let server = await startMain(dataDir);
      const cookie = await signIn(server);
      const created = await call(server, cookie, "POST", "/api/shows", ticketedFields("5", CAPACITY));
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const showId = liveShowAnswer.parse(created.body).id;
      const asked = await call(server, cookie, "POST", `/api/shows/${showId}/tickets`, { quantity: QUANTITY });
      expect(asked.status, JSON.stringify(asked.body)).toBe(200);
      const chain = localChain(31337, server.rpcUrl);
      const wallet = createWalletClient({ account: artistKey, chain, transport: http(server.rpcUrl) });
      const client = createPublicClient({ chain, transport: http(server.rpcUrl) });
      const hashes = [];
      for (const each of ticketMintAnswer.parse(asked.body).calls) {
        const hash = await wallet.sendTransaction({ to: each.to, data: each.data, value: BigInt(each.value) });
        expect((await client.waitForTransactionReceipt({ hash, pollingInterval: 50 })).status).toBe("success");
        hashes.push(hash);
      }
      // The mint is the last call (the approval, if asked, goes first).
      const txHash = hashes.at(-1);
      if (!txHash) throw new Error("no mint sent");

      const nothing = { tokens: 0, listings: 0, activity: 0, ticketsLeft: 0, capacity: CAPACITY };
      for (const [i, stop] of STOPS.entries()) {
        if (i > 0) {
          await stopAt(stop);
          server = await startMain(dataDir);
        }
        expect(await confirmKilledAtStop(server, cookie, showId, txHash), `stopped after ${stop.after}`).toEqual({
          stopped: true,
          answer: null,
        });
        expect(await recorded(showId), `killed after ${stop.after}`).toEqual(nothing);
      }

      await stopAt(null);
      server = await startMain(dataDir);
      const listings = [];
      for (let again = 0; again < 2; again++) {
        const confirmed = await call(server, cookie, "POST", `/api/shows/${showId}/tickets/confirm`, { txHash });
        expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
        const show: LiveShow = liveShowAnswer.parse(confirmed.body);
        expect(show).toMatchObject({ capacity: CAPACITY, ticketsLeft: QUANTITY, tickets: { quantity: QUANTITY } });
        listings.push(show.tickets?.listingId);
      }
      expect(listings).toEqual([expect.any(String), listings[0]]);
      process.kill(-server.pid, "SIGINT");
      expect(await server.exited).toBe(0);
      expect(await recorded(showId)).toEqual({ tokens: 1, listings: 1, activity: 1, ticketsLeft: 1, capacity: CAPACITY });
    },
  );
});
