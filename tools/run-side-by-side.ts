/**
 * Runs npm scripts side by side and fails if any fails: `tsx tools/run-side-by-side.ts lint
 * typecheck build`. ESLint, tsc and Vite's build each keep one core busy, so on two cores the
 * three together take about as long as the longest rather than their sum. Each script's output is
 * held and printed whole when it ends, so the log reads as if they ran one after another.
 */
import { spawn } from "node:child_process";
import { pathToFileURL } from "node:url";

export interface ScriptRun {
  script: string;
  code: number;
  seconds: number;
  output: string;
}

/** Runs `npm run <script>` and collects what it prints. */
export function runScript(script: string, npm = "npm"): Promise<ScriptRun> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(npm, ["run", script], { stdio: ["ignore", "pipe", "pipe"] });
    const chunks: Buffer[] = [];
    child.stdout.on("data", (chunk: Buffer) => chunks.push(chunk));
    child.stderr.on("data", (chunk: Buffer) => chunks.push(chunk));
    const done = (code: number, output: string) => resolve({ script, code, seconds: Math.round((Date.now() - started) / 1000), output });
    child.on("error", (error) => done(1, `could not start npm run ${script}: ${error.message}\n`));
    child.on("close", (code, signal) => done(code ?? 1, Buffer.concat(chunks).toString("utf8") + (signal ? `killed by ${signal}\n` : "")));
  });
}

/** Every script at once; each one's output as it ends, and the ones that failed named last. */
export async function runSideBySide(scripts: readonly string[], print: (text: string) => void, npm?: string): Promise<number> {
  const runs = await Promise.all(
    scripts.map(async (script) => {
      const run = await runScript(script, npm);
      print(`\n── npm run ${script}: ${run.code === 0 ? "passed" : `failed (exit ${run.code})`} in ${run.seconds} s ──\n${run.output}`);
      return run;
    }),
  );
  const failed = runs.filter((run) => run.code !== 0).map((run) => run.script);
  if (failed.length > 0) print(`\nFailed: ${failed.join(", ")}\n`);
  return failed.length > 0 ? 1 : 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const scripts = process.argv.slice(2);
  if (scripts.length === 0) {
    process.stderr.write("usage: tsx tools/run-side-by-side.ts <npm script> [<npm script> ...]\n");
    process.exit(2);
  }
  process.exitCode = await runSideBySide(scripts, (text) => process.stdout.write(text));
}
