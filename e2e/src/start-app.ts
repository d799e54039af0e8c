import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { findFreePort } from "./free-port.ts";
import { REPO_ROOT, SERVER_ENTRY } from "./paths.ts";
import { OutputTail } from "./output-tail.ts";
import { stopProcessGroup } from "./process-group.ts";

export interface StartAppOptions {
  /**
   * Overrides for the server's environment. PORT, HOST, DATA_DIR and ANVIL_PORT are chosen by the
   * harness unless given here; DATABASE_URL and RPC_URL are only passed on when given here, so a
   * run never lands in a shared database or on a shared chain by accident.
   */
  env?: Record<string, string | undefined>;
  /** How long to wait for /api/health; the first start compiles TypeScript and migrates PGlite. */
  startupTimeoutMs?: number;
  /** Copy the server's output to this process's stderr, prefixed, as it arrives. */
  echo?: boolean;
}

export interface RunningApp {
  /** Origin of the app, e.g. http://127.0.0.1:41234 (no trailing slash). */
  baseUrl: string;
  dataDir: string;
  /** Process id of the server, which also leads its process group. */
  pid: number;
  /** The last lines the server printed, for failure messages. */
  output(): string;
  /** Stops the whole process group and removes the data directory if the harness made it. */
  stop(): Promise<void>;
}

const HEALTH_POLL_MS = 200;

/** An auth rate limit (per minute) high enough that no e2e run reaches it. */
export const E2E_AUTH_RATE_LIMIT = "10000";

/** Starts apps/server in its own process group on a free port with a throwaway data directory. */
export async function startApp({ env = {}, startupTimeoutMs = 90_000, echo = true }: StartAppOptions = {}): Promise<RunningApp> {
  const host = env.HOST ?? "127.0.0.1";
  const port = env.PORT ?? String(await findFreePort(host));
  const ownsDataDir = env.DATA_DIR === undefined;
  const dataDir = env.DATA_DIR ?? (await mkdtemp(path.join(os.tmpdir(), "wbe3-e2e-")));
  const baseUrl = `http://${host.includes(":") ? `[${host}]` : host}:${port}`;

  const inherited: Record<string, string | undefined> = { ...process.env, DATABASE_URL: undefined, RPC_URL: undefined };
  // ANVIL_PORT 0: the server's local chain takes whatever port is free, so several apps can run.
  // Every e2e account comes from 127.0.0.1: the new-account limit (decision 0021) must not bite.
  const defaults = { LOG_LEVEL: "warn", ANVIL_PORT: "0", NEW_ACCOUNTS_PER_HOUR: "100000" };
  const childEnv = { ...inherited, ...defaults, ...env, HOST: host, PORT: port, DATA_DIR: dataDir };

  const tail = new OutputTail(echo ? `[app :${port}] ` : null);
  // Plain node with the tsx loader keeps the server a single process; detached gives it its own
  // process group so stop() can end it together with anything it spawns.
  const child = spawn(process.execPath, ["--import", "tsx", SERVER_ENTRY], {
    cwd: REPO_ROOT,
    env: childEnv,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout.on("data", (chunk: Buffer) => tail.push(chunk));
  child.stderr.on("data", (chunk: Buffer) => tail.push(chunk));

  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  let hasExited = false;
  void exited.then(() => {
    hasExited = true;
  });

  const pid = child.pid;
  if (pid === undefined) {
    throw new Error(`Could not start the server (${process.execPath} --import tsx ${SERVER_ENTRY})`);
  }
  // If the test runner dies without teardown, do not leave a server behind.
  const killOnExit = () => {
    try {
      process.kill(-pid, "SIGKILL");
    } catch {
      // Already gone.
    }
  };
  process.once("exit", killOnExit);

  let stopped: Promise<void> | undefined;
  const stop = () => {
    stopped ??= (async () => {
      await stopProcessGroup(pid, exited);
      process.removeListener("exit", killOnExit);
      if (ownsDataDir) await rm(dataDir, { recursive: true, force: true, maxRetries: 5 });
    })();
    return stopped;
  };

  try {
    await waitForHealth(baseUrl, startupTimeoutMs, () => hasExited);
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message}\n--- server output ---\n${tail.text()}`, { cause: error });
  }
  return { baseUrl, dataDir, pid, output: () => tail.text(), stop };
}

async function waitForHealth(baseUrl: string, timeoutMs: number, hasExited: () => boolean): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let lastProblem = "no answer yet";
  while (Date.now() < deadline) {
    if (hasExited()) throw new Error(`The server exited before ${baseUrl}/api/health answered`);
    try {
      const response = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2_000) });
      const body: unknown = await response.json().catch(() => null);
      if (response.ok && isHealthy(body)) return;
      lastProblem = `HTTP ${response.status} ${JSON.stringify(body)}`;
    } catch (error) {
      lastProblem = (error as Error).message;
    }
    await new Promise((resolve) => setTimeout(resolve, HEALTH_POLL_MS));
  }
  throw new Error(`${baseUrl}/api/health was not ok within ${timeoutMs} ms (last: ${lastProblem})`);
}

function isHealthy(body: unknown): boolean {
  return typeof body === "object" && body !== null && "status" in body && body.status === "ok";
}
