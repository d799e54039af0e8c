import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

// The whole server as `npm start` runs it, in a process group of its own as in a terminal: a
// Ctrl-C is a SIGINT to every process of that group at once, a kill -9 of the group ends it
// between any two steps.
const entry = fileURLToPath(new URL("../main.ts", import.meta.url));
const tsxLoader = pathToFileURL(createRequire(import.meta.url).resolve("tsx")).href;
const running = new Set<number>();

/** Kills every server group started here and still running (a test's afterAll). */
export function killStartedMains(): void {
  for (const pid of running) process.kill(-pid, "SIGKILL");
}

export const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

export type RunningMain = Awaited<ReturnType<typeof startMain>>;

/**
 * Starts main.ts on DATA_DIR; resolves once it serves, with its process group, where it serves
 * and the local chain's RPC URL.
 */
export async function startMain(dataDir: string) {
  const env = { ...process.env, PORT: "0", ANVIL_PORT: "0", DATA_DIR: dataDir, LOG_LEVEL: "warn", SEED_DEMO: "false" };
  const child = spawn(process.execPath, ["--import", tsxLoader, entry], {
    env: { ...env, WEB_DIST: "/nonexistent", DATABASE_URL: undefined, RPC_URL: undefined },
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  const pid = child.pid ?? 0;
  running.add(pid);
  const exited = new Promise<number | null>((resolve) =>
    child.once("exit", (code) => {
      running.delete(pid);
      resolve(code);
    }),
  );
  let output = "";
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const serving = /WBE3 is running at (\S+)/.exec(output);
      if (serving?.[1]) resolve(serving[1]);
    });
    void exited.then((code) => reject(new Error(`main.ts exited (${code}) before serving:\n${output}`)));
  });
  const anvil = JSON.parse(readFileSync(path.join(dataDir, "chain", "anvil.pid"), "utf8")) as { pid: number; port: number };
  return { pid, exited, url, anvilPid: anvil.pid, rpcUrl: `http://127.0.0.1:${anvil.port}` };
}
