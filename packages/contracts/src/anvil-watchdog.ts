import { spawn } from "node:child_process";
import type { Socket } from "node:net";
import { fileURLToPath } from "node:url";

/** The watchdog process of one anvil (anvil-watchdog.mjs), as its starter holds it. */
export interface AnvilWatchdog {
  pid: number | undefined;
  /** Tells it where the chain answers and where to save it should this process end unannounced. */
  watch(rpcUrl: string, stateFile: string | undefined): void;
  /** This process stops anvil itself (or anvil is gone): the watchdog ends without touching it. */
  release(): void;
  isAlive(): boolean;
}

const SCRIPT = fileURLToPath(new URL("./anvil-watchdog.mjs", import.meta.url));

/**
 * Anvil runs in a process group of its own, so that a terminal's Ctrl-C (sent to the whole
 * foreground group) reaches only the server, which saves the chain before stopping anvil. That
 * also means anvil no longer dies with the server's group: this watchdog, in a group of its own
 * too, notices the server's end through a pipe only the server holds (its end closes on any exit,
 * SIGKILL included), then saves the chain and stops anvil.
 */
export function spawnAnvilWatchdog(anvilPid: number): AnvilWatchdog {
  const child = spawn(process.execPath, [SCRIPT, String(anvilPid)], { detached: true, stdio: ["pipe", "ignore", "ignore"] });
  // Neither the watchdog nor its pipe may keep this process alive.
  child.unref();
  (child.stdin as unknown as Socket).unref();
  // A watchdog gone early breaks the pipe: our writes then fail, which changes nothing here.
  child.stdin.on("error", () => undefined);
  return {
    pid: child.pid,
    watch(rpcUrl, stateFile) {
      if (child.stdin.writable) child.stdin.write(`${JSON.stringify({ rpcUrl, stateFile: stateFile ?? null })}\n`);
    },
    release() {
      if (child.stdin.writable) child.stdin.end("release\n");
    },
    isAlive: () => child.exitCode === null && child.signalCode === null,
  };
}
