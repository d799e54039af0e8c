import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { anvilBinaryPath } from "./anvil-binary.ts";
import { removePidFile, replaceLeftoverAnvil, writePidFile } from "./anvil-leftover.ts";
import { createStatePersister } from "./anvil-state.ts";
import { spawnAnvilWatchdog, type AnvilWatchdog } from "./anvil-watchdog.ts";
import { assertLocalChainId, DEFAULT_LOCAL_CHAIN_ID, type ChainIdGuardOptions } from "./chain-guard.ts";
import { ANVIL_TEST_MNEMONIC } from "./dev-accounts.ts";
import { LocalChainError } from "./local-chain-error.ts";

export interface StartAnvilOptions extends ChainIdGuardOptions {
  /** 0 lets the OS pick a free port (read back from anvil's own output). Default 8545. */
  port?: number;
  /** Default 31337. */
  chainId?: number;
  /**
   * Loads the chain from this file if it exists and writes it back (atomically, from
   * `anvil_dumpState`) on `persistState()`, on stop, and every `stateIntervalSeconds` meanwhile.
   * We write it, not anvil (`--state`), because anvil truncates and rewrites the file in place: a
   * kill -9 mid-write would leave a chain that cannot be loaded.
   */
  stateFile?: string;
  /** Default 5 s. */
  stateIntervalSeconds?: number;
  /**
   * Where the pid and port of the spawned anvil are kept (default: `anvil.pid` next to the state
   * file). An anvil still running from a killed predecessor is replaced instead of failing on the port.
   */
  pidFile?: string;
  /** Failures of the background state dumps (default: a process warning). */
  onStateError?: (err: unknown) => void;
  host?: "127.0.0.1";
  /** Default 30 s. */
  startTimeoutMs?: number;
  /**
   * Also mines a block every this many seconds (`--block-time` with `--mixed-mining`: a sent
   * transaction is still mined at once). Without it a block is mined only for a transaction.
   */
  blockTimeSeconds?: number;
}

export interface AnvilExit {
  code: number | null;
  signal: NodeJS.Signals | null;
  /** True when stop() asked for it; false when anvil died on its own or was killed by someone else. */
  requested: boolean;
}

export interface AnvilInstance {
  rpcUrl: string;
  chainId: number;
  pid: number;
  /** Resolves when the process has ended, for whatever reason. */
  exited: Promise<AnvilExit>;
  /**
   * Resolves once the state file holds the chain as it was when this was called (no-op without a
   * state file). Call it before acknowledging anything that must survive a kill -9.
   */
  persistState(): Promise<void>;
  /** Saves the state, then SIGTERM, SIGKILL after 10 s; resolves once the process is gone. */
  stop(): Promise<void>;
}

const STOP_GRACE_MS = 10_000;
const DEFAULT_STATE_INTERVAL_SECONDS = 5;
const OUTPUT_TAIL_CHARS = 4_000;
const running = new Map<ChildProcess, AnvilWatchdog>();
let exitHookInstalled = false;

/**
 * Anvil must not outlive the process that started it, however that process ends. Anvil runs in a
 * process group of its own (a terminal's Ctrl-C or a signal to our group must reach us first, so
 * that stop() saves the chain before anvil goes), so nothing ends it with us: its watchdog does
 * (anvil-watchdog.ts), saving the chain first. Signals are the app's to handle (main.ts stops
 * the chain on SIGINT, SIGTERM and SIGHUP); without a handler the default ends this process and
 * the watchdog takes over. On a plain exit, an anvil whose watchdog is gone is stopped here, unsaved.
 */
function installExitHook(): void {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.on("exit", () => {
    for (const [child, watchdog] of running) if (!watchdog.isAlive()) child.kill("SIGTERM");
  });
}

async function answeredChainId(rpcUrl: string): Promise<number | null> {
  try {
    const response = await fetch(rpcUrl, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "eth_chainId", params: [] }),
    });
    const body = (await response.json()) as { result?: unknown };
    return typeof body.result === "string" ? Number.parseInt(body.result, 16) : null;
  } catch {
    return null;
  }
}

const delay = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

export async function startAnvil(options: StartAnvilOptions = {}): Promise<AnvilInstance> {
  const chainId = options.chainId ?? DEFAULT_LOCAL_CHAIN_ID;
  const host = options.host ?? "127.0.0.1";
  const port = options.port ?? 8545;
  const timeoutMs = options.startTimeoutMs ?? 30_000;
  assertLocalChainId(chainId, options);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new RangeError(`invalid port ${port}`);

  const args = ["--host", host, "--port", String(port), "--chain-id", String(chainId), "--mnemonic", ANVIL_TEST_MNEMONIC];
  const { stateFile } = options;
  const interval = options.stateIntervalSeconds ?? DEFAULT_STATE_INTERVAL_SECONDS;
  if (stateFile) {
    mkdirSync(dirname(stateFile), { recursive: true });
    if (!Number.isInteger(interval) || interval < 1) throw new RangeError(`invalid state interval ${interval}`);
  }
  const onStateError = options.onStateError ?? ((err: unknown) => process.emitWarning(`anvil state: ${String(err)}`));
  const pidFile = options.pidFile ?? (stateFile ? join(dirname(stateFile), "anvil.pid") : undefined);
  if (pidFile) await replaceLeftoverAnvil(pidFile, stateFile, chainId, host, onStateError);
  // Loaded only after a leftover was replaced: it may just have written a newer state.
  if (stateFile && existsSync(stateFile)) args.push("--load-state", stateFile);
  if (options.blockTimeSeconds !== undefined) {
    if (!Number.isInteger(options.blockTimeSeconds) || options.blockTimeSeconds < 1) {
      throw new RangeError(`invalid block time ${options.blockTimeSeconds}`);
    }
    args.push("--block-time", String(options.blockTimeSeconds), "--mixed-mining");
  }

  // detached: a process group of its own, out of reach of signals sent to ours.
  const child = spawn(anvilBinaryPath(), args, { stdio: ["ignore", "pipe", "pipe"], detached: true });
  const watchdog = child.pid === undefined ? null : spawnAnvilWatchdog(child.pid);
  installExitHook();
  if (watchdog) running.set(child, watchdog);
  let stopRequested = false;
  const exited = new Promise<AnvilExit>((resolve) => {
    child.once("exit", (code, signal) => {
      running.delete(child);
      watchdog?.release();
      if (pidFile && child.pid !== undefined) removePidFile(pidFile, child.pid);
      resolve({ code, signal, requested: stopRequested });
    });
  });
  const record = (listeningPort: number): void => {
    if (pidFile && child.pid !== undefined) {
      writePidFile(pidFile, { pid: child.pid, port: listeningPort, chainId, watchdogPid: watchdog?.pid });
    }
  };
  record(port);

  // Anvil logs every request; keep only a tail for error messages and keep draining so it never blocks.
  let output = "";
  // Filled in by the child's handlers while the loop below polls. A field, not a `let`: TypeScript
  // would narrow a `let` to its initial null, not seeing the callbacks assign it.
  const seen: { listeningPort: number | null; spawnError: Error | null } = { listeningPort: null, spawnError: null };
  const collect = (chunk: Buffer): void => {
    output = (output + chunk.toString("utf8")).slice(-OUTPUT_TAIL_CHARS);
    seen.listeningPort ??= Number(/Listening on [\d.]+:(\d+)/.exec(output)?.[1]) || null;
  };
  child.stdout.on("data", collect);
  child.stderr.on("data", collect);
  child.once("error", (error) => {
    seen.spawnError = error;
  });

  let persister: ReturnType<typeof createStatePersister> | null = null;
  let timer: NodeJS.Timeout | undefined;
  const isRunning = () => child.exitCode === null && child.signalCode === null;

  const stop = async (): Promise<void> => {
    clearInterval(timer);
    if (isRunning()) {
      // Killed meanwhile (by someone else): there is nothing left to save from.
      if (persister) await persister.persist().catch((err: unknown) => isRunning() && onStateError(err));
      stopRequested = true;
      child.kill("SIGTERM");
      const forceKill = setTimeout(() => child.kill("SIGKILL"), STOP_GRACE_MS);
      await exited;
      clearTimeout(forceKill);
    }
  };

  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const { listeningPort } = seen;
    if (seen.spawnError || child.exitCode !== null || child.signalCode !== null) break;
    if (listeningPort !== null) {
      const rpcUrl = `http://${host}:${listeningPort}`;
      const answered = await answeredChainId(rpcUrl);
      if (answered === chainId) {
        if (port === 0) record(listeningPort);
        watchdog?.watch(rpcUrl, stateFile);
        if (stateFile) {
          const stateful = createStatePersister(rpcUrl, stateFile);
          persister = stateful;
          timer = setInterval(() => {
            if (isRunning()) stateful.persist().catch(onStateError);
          }, interval * 1000);
          timer.unref();
        }
        const persistState = async (): Promise<void> => {
          if (persister) await persister.persist();
        };
        void exited.then(() => clearInterval(timer));
        return { rpcUrl, chainId, pid: child.pid ?? -1, exited, persistState, stop };
      }
      if (answered !== null) {
        await stop();
        throw new LocalChainError("CHAIN_ID_MISMATCH", `anvil at ${rpcUrl} answered chain id ${answered}, expected ${chainId}`);
      }
    }
    await delay(25);
  }
  await stop();
  const reason = seen.spawnError ? String(seen.spawnError) : `did not answer eth_chainId within ${timeoutMs} ms`;
  throw new LocalChainError("ANVIL_START_FAILED", `anvil failed to start (${reason}):\n${output.trim()}`);
}
