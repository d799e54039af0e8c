// npm run kill-loop -w @wbe3/e2e — see runKillLoop. Settings from the environment:
// KILL_LOOP_ROUNDS (5), KILL_LOOP_ARTISTS (2), KILL_LOOP_DATA_DIR (a fresh temp dir),
// KILL_LOOP_PORT / KILL_LOOP_ANVIL_PORT (free ports). Exits 1 on any loss, phantom or 5xx.
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { findFreePort } from "./free-port.ts";
import { runKillLoop } from "./kill-loop.ts";

const env = process.env;
const report = await runKillLoop({
  rounds: Number(env.KILL_LOOP_ROUNDS ?? 5),
  artists: Number(env.KILL_LOOP_ARTISTS ?? 2),
  dataDir: env.KILL_LOOP_DATA_DIR ?? mkdtempSync(path.join(os.tmpdir(), "wbe3-kill-loop-")),
  port: Number(env.KILL_LOOP_PORT ?? (await findFreePort())),
  anvilPort: Number(env.KILL_LOOP_ANVIL_PORT ?? (await findFreePort())),
  killAfterMs: [1_000, 6_000],
  log: (line) => console.log(line),
});
console.log(
  `rounds ${report.rounds} · acknowledged mints ${report.acknowledged} · lost ${report.lost.length} · phantom index entries ${report.phantom.length} · server errors ${report.serverErrors.length}`,
);
for (const line of [...report.lost, ...report.phantom, ...report.serverErrors]) console.log(`  ${line}`);
process.exit(report.lost.length + report.phantom.length + report.serverErrors.length === 0 ? 0 : 1);
