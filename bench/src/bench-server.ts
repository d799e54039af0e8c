import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";

/**
 * Starts serve-marketplace.ts (`bare`, or `app <listings>`) in a child process and resolves with
 * its URL once it prints READY; the rest of its output is passed on, indented.
 */
export function startChild(args: string[], env: NodeJS.ProcessEnv): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, ["--import", "tsx", path.join(import.meta.dirname, "serve-marketplace.ts"), ...args], {
    env,
    stdio: ["ignore", "pipe", "inherit"],
  });
  return new Promise((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`benchmark server exited with ${code}`)));
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => {
      for (const line of chunk.split("\n")) {
        if (line.startsWith("READY ")) resolve({ url: line.slice(6).trim(), child });
        else if (line.trim()) console.log(`  ${line.trim()}`);
      }
    });
  });
}
