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
}

const STOP_WAIT_MS = 5_000;

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

/** On Linux the pid must still be an anvil (pids are reused); elsewhere the port check decides. */
function isAnvilProcess(pid: number): boolean {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, "utf8").includes("anvil");
  } catch (err) {
    return (err as NodeJS.ErrnoException).code !== "ENOENT" || process.platform !== "linux";
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
 * An anvil left running by a server that was killed outright (its exit hooks never ran) still
 * holds the port and the newest chain. It is replaced, not fought: its state is saved to the
 * state file (it grew from that file, so this only adds blocks), then it is stopped.
 * Returns the pid it stopped, or null when there was none.
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
  if (!record || record.chainId !== chainId || !isAlive(record.pid) || !isAnvilProcess(record.pid)) {
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
  process.kill(record.pid, "SIGTERM");
  if (!(await waitGone(record.pid, STOP_WAIT_MS))) {
    process.kill(record.pid, "SIGKILL");
    await waitGone(record.pid, STOP_WAIT_MS);
  }
  removePidFile(pidFile);
  return record.pid;
}
