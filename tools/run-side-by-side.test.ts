import { chmodSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { runSideBySide } from "./run-side-by-side.ts";

// A stand-in for npm: `run ok` prints and passes, `run bad` fails; `run first` waits until
// `run second` has started, which only happens if the two run at the same time.
const dir = mkdtempSync(path.join(os.tmpdir(), "side-by-side-"));
const npm = path.join(dir, "npm");
writeFileSync(
  npm,
  `#!/usr/bin/env bash
case "$2" in
  ok) echo "ok says hello" ;;
  bad) echo "bad says why" >&2; exit 3 ;;
  first) for _ in $(seq 100); do [ -e "${dir}/second" ] && { echo "first saw second"; exit 0; }; sleep 0.1; done; exit 4 ;;
  second) touch "${dir}/second"; echo "second started" ;;
esac
`,
);
chmodSync(npm, 0o755);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function run(scripts: string[]) {
  let printed = "";
  const code = await runSideBySide(scripts, (text) => (printed += text), npm);
  return { code, printed };
}

describe("npm scripts side by side", () => {
  it("passes when every script passes, with each one's output", async () => {
    const { code, printed } = await run(["ok", "second"]);
    expect(code).toBe(0);
    expect(printed).toContain("npm run ok: passed");
    expect(printed).toContain("ok says hello");
    expect(printed).toContain("second started");
    expect(printed).not.toContain("Failed:");
  });

  it("fails when one fails, names it and shows what it printed on stderr", async () => {
    const { code, printed } = await run(["ok", "bad"]);
    expect(code).toBe(1);
    expect(printed).toContain("npm run bad: failed (exit 3)");
    expect(printed).toContain("bad says why");
    expect(printed).toContain("Failed: bad");
  });

  it("runs them at the same time, not one after another", async () => {
    const { code, printed } = await run(["first", "second"]);
    expect(printed).toContain("first saw second");
    expect(code).toBe(0);
  });
});
