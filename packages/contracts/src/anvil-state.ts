import { closeSync, fsyncSync, openSync, renameSync, writeSync } from "node:fs";
import { dirname } from "node:path";
import { gunzipSync } from "node:zlib";
import { LocalChainError } from "./local-chain-error.ts";

let tempCounter = 0;

/**
 * Replaces `path` with `data` so that a reader (or a restart after kill -9, or a power cut) sees
 * either the old file or the new one whole: temp file, fsync, rename, fsync the directory.
 * Hand-written because the library in the lockfile (`atomically`) installs its own signal
 * handlers, which would change how signals end the server (main.ts closes on them).
 */
export function writeFileAtomic(path: string, data: Buffer | string): void {
  const temp = `${path}.${process.pid}.${++tempCounter}.tmp`;
  const fd = openSync(temp, "w");
  try {
    writeSync(fd, typeof data === "string" ? Buffer.from(data) : data);
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

/**
 * The chain's whole state as anvil's `--load-state` reads it. `anvil_dumpState` answers gzip'd
 * JSON in hex; `--load-state` takes the plain JSON, so it is unpacked here.
 */
export async function dumpAnvilState(rpcUrl: string, timeoutMs = 30_000): Promise<Buffer> {
  const response = await fetch(rpcUrl, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "anvil_dumpState", params: [] }),
    signal: AbortSignal.timeout(timeoutMs),
  });
  const body = (await response.json()) as { result?: unknown; error?: { message?: string } };
  if (typeof body.result !== "string" || !body.result.startsWith("0x")) {
    throw new LocalChainError("ANVIL_STATE_DUMP_FAILED", `anvil_dumpState at ${rpcUrl} failed: ${body.error?.message ?? "no result"}`);
  }
  return gunzipSync(Buffer.from(body.result.slice(2), "hex"));
}

export interface StatePersister {
  /**
   * Resolves once a dump that *started after this call* is on disk, so whatever the chain held
   * when the caller asked (a mined transaction it is about to acknowledge) survives a kill -9.
   * Concurrent callers share dumps (group commit): at most one runs and one waits.
   */
  persist(): Promise<void>;
}

export function createStatePersister(rpcUrl: string, stateFile: string): StatePersister {
  let running: Promise<void> | null = null;
  let queued: Promise<void> | null = null;

  const run = (): Promise<void> => {
    const dump = (async () => writeFileAtomic(stateFile, await dumpAnvilState(rpcUrl)))();
    running = dump.finally(() => {
      running = null;
    });
    return running;
  };

  return {
    persist() {
      if (!running) return run();
      // The running dump may have started before the caller's transaction: wait for the next one.
      queued ??= running
        .catch(() => undefined) // its failure belongs to its own callers; ours is the next dump
        .then(() => {
          queued = null;
          // A dump started meanwhile began after every waiter asked; never run two at once, or an
          // older dump could be renamed over a newer one.
          return running ?? run();
        });
      return queued;
    },
  };
}
