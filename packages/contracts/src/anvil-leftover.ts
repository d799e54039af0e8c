import { readFileSync, rmSync } from "node:fs";
import { dumpAnvilState, writeFileAtomic } from "./anvil-state.ts";
import { LocalChainError } from "./local-chain-error.ts";

/** What startAnvil records about the anvil it spawned, so a successor can find it after a kill -9. */
interface PidRecord {
  pid: number;
  port: number;
  chainId: number;
  /** The process that started it: while that one lives, its anvil is not a leftover. */
  ownerPid: number;
  /** Its watchdog (anvil-watchdog.ts), which saves and stops it once the owner is gone. */
  watchdogPid?: number;
}

const STOP_WAIT_MS = 5_000;
/** The watchdog's own bounds (a 10 s dump, a 10 s stop) and some room. */
const WATCHDOG_WAIT_MS = 25_000;

export function writePidFile(pidFile: string, record: Omit<PidRecord, "ownerPid">): void {
  writeFileAtomic(pidFile, JSON.stringify({ ...record, ownerPid: process.pid }));
}

/** Removes the record, only if it is about `pid` when given (another anvil may have taken over). */
export function removePidFile(pidFile: string, pid?: number): void {
  if (pid !== undefined && readPidFile(pidFile)?.pid !== pid) return;
  rmSync(pidFile, { force: true });
}

function readPidFile(pidFile: string): PidRecord | null {
  let text: string;
  try {
    text = readFileSync(pidFile, "utf8");
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw err;
  }
  let parsed: Partial<PidRecord>;
  try {
    parsed = JSON.parse(text) as Partial<PidRecord>;
  } catch (err) {
    // Written atomically, so only a foreign or hand-edited file gets here: it records nothing.
    if (err instanceof SyntaxError) return null;
    throw err;
  }
  if (![parsed.pid, parsed.port, parsed.chainId, parsed.ownerPid].every(Number.isInteger)) return null;
  if (parsed.watchdogPid !== undefined && !Number.isInteger(parsed.watchdogPid)) return null;
  return parsed as PidRecord;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    // ESRCH: gone. EPERM: another user's process, so not an anvil we started either.
    return false;
  }
}

/**
 * On Linux the pid must still run what it ran ("anvil", "anvil-watchdog"): pids are reused.
 * Elsewhere the port check decides.
 */
function runs(pid: number, program: string): boolean {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, "utf8").includes(program);
  } catch (err) {
    return (err as NodeJS.ErrnoException).code !== "ENOENT" || process.platform !== "linux";
  }
}

/** Signals a process that may have ended meanwhile (its watchdog may have stopped it). */
function signal(pid: number, name: NodeJS.Signals): void {
  try {
    process.kill(pid, name);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== "ESRCH") throw err;
  }
}

async function waitGone(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isAlive(pid)) return true;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return !isAlive(pid);
}

/**
 * An anvil whose server was killed outright is saved and stopped by its watchdog; a successor
 * started meanwhile waits for the watchdog to finish. An anvil left running all the same (its
 * watchdog was killed too) still holds the port and the newest chain. It is replaced, not
 * fought: its state is saved to the state file (it grew from that file, so this only adds
 * blocks), then it is stopped. Returns the pid it stopped, or null when there was none.
 */
export async function replaceLeftoverAnvil(
  pidFile: string,
  stateFile: string | undefined,
  chainId: number,
  host: string,
  onError: (err: unknown) => void,
): Promise<number | null> {
  const record = readPidFile(pidFile);
  // A second server on the same DATA_DIR must not take the first one's chain.
  if (record && record.ownerPid !== process.pid && isAlive(record.ownerPid) && isAlive(record.pid)) {
    throw new LocalChainError(
      "ANVIL_START_FAILED",
      `the chain state next to ${pidFile} is in use by anvil ${record.pid} of process ${record.ownerPid}`,
    );
  }
  // Its watchdog, still running, is saving and stopping that anvil: let it finish first.
  const { watchdogPid } = record ?? {};
  if (watchdogPid !== undefined && isAlive(watchdogPid) && runs(watchdogPid, "anvil-watchdog"))
    await waitGone(watchdogPid, WATCHDOG_WAIT_MS);
  if (!record || record.chainId !== chainId || !isAlive(record.pid) || !runs(record.pid, "anvil")) {
    removePidFile(pidFile);
    return null;
  }
  if (stateFile) {
    try {
      writeFileAtomic(stateFile, await dumpAnvilState(`http://${host}:${record.port}`, 10_000));
    } catch (err) {
      // The state file still holds everything acknowledged; the leftover goes regardless.
      onError(err);
    }
  }
  signal(record.pid, "SIGTERM");
  if (!(await waitGone(record.pid, STOP_WAIT_MS))) {
    signal(record.pid, "SIGKILL");
    await waitGone(record.pid, STOP_WAIT_MS);
  }
  removePidFile(pidFile);
  return record.pid;
}
