import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { findFreePort } from "./free-port.ts";
import { runLedgerKill } from "./ledger-kill.ts";

const dataDir = mkdtempSync(path.join(os.tmpdir(), "wbe3-ledger-kill-test-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe("kill -9 of the whole server during HoneyBank exchanges", () => {
  it("loses no acknowledged exchange, leaves no partial transfer and answers no 5xx after restarts", { timeout: 240_000 }, async () => {
    const report = await runLedgerKill({
      rounds: 2,
      fans: 3,
      dataDir,
      port: await findFreePort(),
      anvilPort: await findFreePort(),
      killAfterMs: [3_000, 5_000],
    });
    expect(report.acknowledged, JSON.stringify(report)).toBeGreaterThan(0);
    expect({ lost: report.lost, books: report.books, serverErrors: report.serverErrors }).toEqual({
      lost: [],
      books: [],
      serverErrors: [],
    });
  });
});
