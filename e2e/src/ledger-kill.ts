import { readFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { openDatabase } from "@wbe3/db";
import { auditLedger } from "@wbe3/db/testing";
import { siweSignIn } from "./api-sign-in.ts";
import { groupIsAlive, killIfAlive } from "./process-group.ts";
import { startApp, type RunningApp } from "./start-app.ts";
import { devAccount } from "./wallet-handler.ts";

/**
 * HoneyBank's durability (issue 27, point 10): fans exchange WBE3 without pause while the whole
 * server (its process group, PGlite in it) and the local chain are killed with SIGKILL, then
 * started again on the same DATA_DIR. After the last restart the books are audited from the
 * journal alone, and every exchange the server acknowledged (201) must be in it: none lost,
 * none partial, nothing answered 5xx.
 */
export interface LedgerKillOptions {
  rounds: number;
  fans: number;
  dataDir: string;
  port: number;
  anvilPort: number;
  killAfterMs: [number, number];
}

export interface LedgerKillReport {
  acknowledged: number;
  /** Acknowledged exchanges whose transfer is not in the journal after the restart. */
  lost: string[];
  /** What the audit found wrong: unbalanced transfers, drifted or overdrawn balances. */
  books: string[];
  serverErrors: string[];
}

const FIRST_ACCOUNT = 30;

export async function runLedgerKill(options: LedgerKillOptions): Promise<LedgerKillReport> {
  const report: LedgerKillReport = { acknowledged: 0, lost: [], books: [], serverErrors: [] };
  const acknowledged: string[] = [];
  const start = () =>
    startApp({
      echo: false,
      env: { DATA_DIR: options.dataDir, PORT: String(options.port), ANVIL_PORT: String(options.anvilPort), AUTH_RATE_LIMIT: "10000" },
    });

  async function call(app: RunningApp, route: string, cookie: string | null, body?: unknown, key?: string) {
    const res = await fetch(`${app.baseUrl}${route}`, {
      method: body === undefined ? "GET" : "POST",
      headers: {
        origin: app.baseUrl,
        ...(cookie ? { cookie } : {}),
        ...(body === undefined ? {} : { "content-type": "application/json" }),
        ...(key ? { "idempotency-key": key } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (res.status >= 500) report.serverErrors.push(`${route}: ${res.status} ${await res.clone().text()}`);
    return { status: res.status, body: (await res.json()) as { id?: string } };
  }

  async function fanStream(app: RunningApp, index: number, stopped: () => boolean): Promise<void> {
    const signedIn = await siweSignIn(app.baseUrl, devAccount(FIRST_ACCOUNT + index), "fan");
    const cookie = signedIn.headers
      .getSetCookie()
      .map((header) => header.split(";")[0])
      .join("; ");
    // The same key every round: created once, answered again after a restart.
    await call(
      app,
      "/api/honeybank/accounts",
      cookie,
      { email: `kill${index}@example.com`, phone: "+12025550143" },
      `kill-wallet-${index}`,
    );
    while (!stopped()) {
      const quote = await call(app, "/api/honeybank/exchange/quotes", cookie, { from: "WBE3", to: "USD", amount: "5" });
      if (quote.status !== 201 || !quote.body.id) return;
      const done = await call(app, "/api/honeybank/exchange", cookie, { quoteId: quote.body.id }, `kill-${quote.body.id}`);
      if (done.status === 201) acknowledged.push(quote.body.id);
    }
  }

  for (let round = 1; round <= options.rounds; round++) {
    const app = await start();
    let killed = false;
    const streams = Array.from({ length: options.fans }, (_, index) =>
      fanStream(app, index, () => killed).catch((err: unknown) => {
        if (!killed) report.serverErrors.push(`fan ${index}: ${String(err)}`);
      }),
    );
    const [min, max] = options.killAfterMs;
    await new Promise((resolve) => setTimeout(resolve, min + Math.random() * (max - min)));
    killed = true;
    const chain = JSON.parse(readFileSync(path.join(options.dataDir, "chain", "anvil.pid"), "utf8")) as {
      pid: number;
      watchdogPid?: number;
    };
    killIfAlive(chain.watchdogPid);
    process.kill(-app.pid, "SIGKILL");
    killIfAlive(chain.pid);
    while (groupIsAlive(app.pid)) await new Promise((resolve) => setTimeout(resolve, 50));
    await Promise.all(streams);
  }
  // Started once more (its recovery on the same directory), stopped, then read directly.
  await (await start()).stop();
  const handle = await openDatabase({ pgliteDir: path.join(options.dataDir, "pg") });
  try {
    for (const [rule, found] of Object.entries(await auditLedger(handle.db))) {
      if (found.length > 0) report.books.push(`${rule}: ${JSON.stringify(found)}`);
    }
    const { rows } = (await handle.db.execute<{ reference: string }>(
      sql`select reference from ledger_transfers where reference like 'quote:%'`,
    )) as { rows: { reference: string }[] };
    const recorded = new Set(rows.map((row) => row.reference.slice("quote:".length)));
    report.lost = acknowledged.filter((id) => !recorded.has(id));
  } finally {
    await handle.close();
  }
  report.acknowledged = acknowledged.length;
  return report;
}
