// The watchdog of one anvil, spawned by startAnvil (anvil-watchdog.ts) in a process group of its
// own. Plain JavaScript run by node itself: it must start without the TypeScript loader.
//
// Usage: node anvil-watchdog.mjs <anvil pid>. Its stdin is a pipe from the process that started
// anvil, which writes a line of JSON `{ rpcUrl, stateFile }` once the chain answers and the line
// `release` before it stops anvil itself. The pipe ends when that process ends, however it ends
// (even by SIGKILL): without `release`, the watchdog then saves the chain to the state file
// (atomically, as anvil-state.ts does) and stops anvil. It touches nothing else.
import { closeSync, fsyncSync, openSync, readFileSync, renameSync, writeSync } from "node:fs";
import { dirname } from "node:path";
import { gunzipSync } from "node:zlib";

const DUMP_TIMEOUT_MS = 10_000;
const STOP_GRACE_MS = 10_000;

const anvilPid = Number(process.argv[2]);
let chain = { rpcUrl: null, stateFile: null };
let released = false;
let pending = "";

function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Still our anvil: on Linux the pid must still run anvil (pids are reused). */
function isOurAnvil() {
  if (!isAlive(anvilPid)) return false;
  try {
    return readFileSync(`/proc/${anvilPid}/cmdline`, "utf8").includes("anvil");
  } catch {
    return process.platform !== "linux";
  }
}

function writeFileAtomic(path, data) {
  const temp = `${path}.${process.pid}.watchdog.tmp`;
  const fd = openSync(temp, "w");
  try {
    writeSync(fd, data);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  renameSync(temp, path);
  const dir = openSync(dirname(path), "r");
  try {
    fsyncSync(dir);
  } finally {
    closeSync(dir);
  }
}

async function saveChain() {
  const { rpcUrl, stateFile } = chain;
  if (!rpcUrl || !stateFile) return;
  try {
    const response = await fetch(rpcUrl, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "anvil_dumpState", params: [] }),
      signal: AbortSignal.timeout(DUMP_TIMEOUT_MS),
    });
    const { result } = await response.json();
    if (typeof result === "string" && result.startsWith("0x")) writeFileAtomic(stateFile, gunzipSync(Buffer.from(result.slice(2), "hex")));
  } catch {
    // Nothing to report to: the state file still holds what the last save held.
  }
}

async function stopAnvil() {
  if (!isOurAnvil()) return;
  process.kill(anvilPid, "SIGTERM");
  const deadline = Date.now() + STOP_GRACE_MS;
  while (isAlive(anvilPid) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 25));
  if (isAlive(anvilPid)) process.kill(anvilPid, "SIGKILL");
}

process.stdin.setEncoding("utf8");
process.stdin.on("data", (chunk) => {
  pending += chunk;
  for (let end = pending.indexOf("\n"); end >= 0; end = pending.indexOf("\n")) {
    const line = pending.slice(0, end);
    pending = pending.slice(end + 1);
    if (line === "release") released = true;
    else if (line) chain = JSON.parse(line);
  }
});
// 'error' too: a pipe broken on the other side is the same news.
let handled = false;
const onParentGone = async () => {
  if (handled || released) return;
  handled = true;
  if (isOurAnvil()) await saveChain();
  await stopAnvil().catch(() => undefined);
};
process.stdin.on("end", () => void onParentGone());
process.stdin.on("error", () => void onParentGone());
