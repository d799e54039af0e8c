import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { findFreePort } from "./free-port.ts";
import { runKillLoop } from "./kill-loop.ts";

// The bounded version of `npm run kill-loop -w @wbe3/e2e` (5 rounds, 2 artists): two kills.
const dataDir = mkdtempSync(path.join(os.tmpdir(), "wbe3-kill-loop-test-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe("kill -9 of the whole server during mints", () => {
  it(
    "loses no acknowledged mint, leaves no phantom token in the index and answers no 5xx after restarts",
    { timeout: 240_000 },
    async () => {
      const report = await runKillLoop({
        rounds: 2,
        artists: 1,
        dataDir,
        port: await findFreePort(),
        anvilPort: await findFreePort(),
        killAfterMs: [1_500, 3_000],
      });
      expect(report.acknowledged).toBeGreaterThan(0);
      expect({ lost: report.lost, phantom: report.phantom, serverErrors: report.serverErrors }).toEqual({
        lost: [],
        phantom: [],
        serverErrors: [],
      });
    },
  );
});
