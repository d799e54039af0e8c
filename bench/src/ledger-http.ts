/**
 * HoneyBank's ledger under load over HTTP (issue 27, point 10): the real server (a child process,
 * its own chain and database), 50 fans with sandbox wallets, and 10,000 exchanges (a quote, then
 * carrying it out with its Idempotency-Key), at most 50 in flight. Prints the exchanges' throughput
 * and p50/p99, then stops the server and audits the books from the journal alone: every transfer
 * balanced, every balance its entries, nobody overdrawn, each asset conserved, and every fan's
 * WBE3 exactly what its acknowledged exchanges left. On PGlite, and on PostgreSQL when
 * DATABASE_URL is set. One run, loopback only, bounded in count.
 *
 *   npm run bench:ledger -w @wbe3/bench
 *   BENCH_OPERATIONS=2000 npm run bench:ledger -w @wbe3/bench
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { createSiweMessage } from "viem/siwe";
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import { openDatabase } from "@wbe3/db";
import { auditLedger } from "@wbe3/db/testing";
import { startChild } from "./bench-server.ts";
import { withPostgresDatabase } from "./postgres-database.ts";

const FANS = 50;
const OPERATIONS = Number(process.env.BENCH_OPERATIONS ?? 10_000);
const IN_FLIGHT = 50;
/** Each exchange gives 5 WBE3: 200 per fan spend the sandbox's 1000 exactly. */
const AMOUNT = "5";
const WBE3 = 10n ** 18n;
/** Fifty sign-ins from one address in a moment: the limits a real crowd would spread over many. */
const LIMITS = { AUTH_RATE_LIMIT: "10000", NEW_ACCOUNTS_PER_HOUR: "100000" };

interface Fan {
  cookie: string;
  id: string;
}

function client(base: string) {
  const origin = new URL(base).origin;
  return async (cookie: string | null, method: string, route: string, body?: unknown, key?: string) => {
    const response = await fetch(`${base}${route}`, {
      method,
      headers: {
        origin,
        ...(cookie ? { cookie } : {}),
        ...(body === undefined ? {} : { "content-type": "application/json" }),
        ...(key ? { "idempotency-key": key } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown>, headers: response.headers };
  };
}

async function signedInFan(base: string, call: ReturnType<typeof client>, index: number): Promise<Fan> {
  const account = privateKeyToAccount(generatePrivateKey());
  const { body: config } = await call(null, "GET", "/api/config");
  const { body: nonce } = await call(null, "GET", "/api/auth/nonce");
  const site = new URL(base);
  const message = createSiweMessage({
    address: account.address,
    chainId: config.chainId as number,
    domain: site.host,
    uri: site.origin,
    version: "1",
    nonce: nonce.nonce as string,
    statement: "Sign in to WBE3.",
  });
  const signature = await account.signMessage({ message });
  const signedIn = await call(null, "POST", "/api/auth/siwe", { message, signature, role: "fan" });
  if (signedIn.status !== 200) throw new Error(`sign-in answered ${signedIn.status}`);
  const cookie = signedIn.headers
    .getSetCookie()
    .map((header) => header.split(";")[0])
    .join("; ");
  const created = await call(
    cookie,
    "POST",
    "/api/honeybank/accounts",
    { email: `fan${index}@example.com`, phone: "+12025550143" },
    `w-${index}`,
  );
  if (created.status !== 201) throw new Error(`wallet creation answered ${created.status}`);
  return { cookie, id: (signedIn.body.user as { id: string }).id };
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

async function run(label: string, env: NodeJS.ProcessEnv) {
  const { url, child } = await startChild(["app", "0"], env);
  const call = client(url);
  const acknowledged = new Map<string, number>();
  const latencies: number[] = [];
  const outcomes = new Map<number, number>();
  const started = performance.now();
  try {
    const fans = await Promise.all(Array.from({ length: FANS }, (_, index) => signedInFan(url, call, index)));
    let next = 0;
    async function worker() {
      for (let op = next++; op < OPERATIONS; op = next++) {
        const fan = fans[op % FANS] as Fan;
        const quote = await call(fan.cookie, "POST", "/api/honeybank/exchange/quotes", { from: "WBE3", to: "USD", amount: AMOUNT });
        const begin = performance.now();
        const done = await call(fan.cookie, "POST", "/api/honeybank/exchange", { quoteId: quote.body.id }, `op-${op}`);
        latencies.push(performance.now() - begin);
        outcomes.set(done.status, (outcomes.get(done.status) ?? 0) + 1);
        if (done.status === 201) acknowledged.set(fan.id, (acknowledged.get(fan.id) ?? 0) + 1);
      }
    }
    await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
  } finally {
    child.kill("SIGTERM");
    await new Promise((resolve) => child.once("exit", resolve));
  }

  // Signing in and creating the wallets included: a lower bound of the exchanges' own rate.
  const elapsed = (performance.now() - started) / 1000;
  const handle = await openDatabase({ databaseUrl: env.DATABASE_URL, pgliteDir: `${env.DATA_DIR ?? ""}/pg` });
  try {
    const audit = await auditLedger(handle.db);
    const { rows } = (await handle.db.execute<{ user_id: string; posted: string }>(
      sql`select user_id, posted::text from ledger_accounts where asset = 'WBE3' and user_id is not null`,
    )) as { rows: { user_id: string; posted: string }[] };
    const wrong = rows.filter((row) => BigInt(row.posted) !== 1_000n * WBE3 - BigInt(acknowledged.get(row.user_id) ?? 0) * 5n * WBE3);
    const sorted = [...latencies].sort((a, b) => a - b);
    const problems = Object.entries(audit).filter(([, found]) => found.length > 0);
    console.table([
      {
        database: label,
        exchanges: latencies.length,
        "per s (quote + exchange)": Math.round(latencies.length / elapsed),
        "p50 ms": percentile(sorted, 0.5).toFixed(1),
        "p99 ms": percentile(sorted, 0.99).toFixed(1),
        answers: [...outcomes].map(([status, count]) => `${status}×${count}`).join(" "),
        "books clean":
          problems.length === 0 && wrong.length === 0 ? "yes" : `NO: ${problems.map(([rule]) => rule).join(", ")} ${wrong.length} balances`,
      },
    ]);
    if (problems.length > 0 || wrong.length > 0 || outcomes.has(500)) process.exitCode = 1;
  } finally {
    await handle.close();
  }
}

console.log(`HoneyBank ledger over HTTP: ${FANS} fans, ${OPERATIONS} exchanges, ${IN_FLIGHT} in flight.`);
const dataDir = mkdtempSync(path.join(tmpdir(), "wbe3-bench-ledger-"));
try {
  const { DATABASE_URL: _ignored, ...rest } = process.env;
  await run("PGlite", { ...rest, ...LIMITS, DATA_DIR: dataDir });
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
const serverUrl = process.env.DATABASE_URL;
if (serverUrl) {
  const pgDir = mkdtempSync(path.join(tmpdir(), "wbe3-bench-ledger-"));
  try {
    await withPostgresDatabase(serverUrl, (url) => run("PostgreSQL", { ...process.env, ...LIMITS, DATABASE_URL: url, DATA_DIR: pgDir }));
  } finally {
    rmSync(pgDir, { recursive: true, force: true });
  }
} else {
  console.log("(DATABASE_URL not set: PostgreSQL leg skipped)");
}
