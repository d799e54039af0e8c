import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { ESLint } from "eslint";
import { afterEach, describe, expect, it } from "vitest";
import { findSizeProblems, lineCount, MAX_LINES } from "./file-sizes.ts";

const root = path.resolve(import.meta.dirname, "..");
const lines = (count: number) => "// line\n".repeat(count);

let tree = "";

function plant(files: Record<string, string>): string {
  tree = mkdtempSync(path.join(tmpdir(), "wbe3-file-sizes-"));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(tree, file)), { recursive: true });
    writeFileSync(path.join(tree, file), text);
  }
  return tree;
}

afterEach(() => rmSync(tree, { recursive: true, force: true }));

describe("the file size check", () => {
  it("counts lines as an editor numbers them", () => {
    expect([lineCount(""), lineCount("a"), lineCount("a\n"), lineCount("a\nb"), lineCount("a\r\nb\r\n"), lineCount("\n\n")]).toEqual([
      0, 1, 1, 2, 2, 2,
    ]);
  });

  it("fails a Solidity file over 300 lines, passes one of 300, and skips dependencies and build output", () => {
    const problems = findSizeProblems(
      plant({
        "packages/contracts/contracts/Long.sol": lines(MAX_LINES + 1),
        "packages/contracts/contracts/Fits.sol": lines(MAX_LINES),
        "packages/contracts/node_modules/x/Vendor.sol": lines(900),
        "packages/contracts/dist/Built.sol": lines(900),
      }),
      {},
    );
    expect(problems.map((problem) => `${problem.file} ${problem.lines}`)).toEqual(["packages/contracts/contracts/Long.sol 301"]);
    expect(problems[0]?.message).toContain("over the 300-line limit");
  });

  it("holds a known long file to its size, and asks for its removal once it fits or is gone", () => {
    const known = { "packages/contracts/contracts/Big.sol": 320, "packages/contracts/contracts/Gone.sol": 310 };
    const grown = findSizeProblems(plant({ "packages/contracts/contracts/Big.sol": lines(321) }), known);
    expect(grown.map((problem) => `${problem.file}: ${problem.message.split(":")[0]}`)).toEqual([
      "packages/contracts/contracts/Big.sol: has 321 lines, over the 320 it is allowed until it is split",
      "packages/contracts/contracts/Gone.sol: is gone",
    ]);
    rmSync(tree, { recursive: true, force: true });
    const same = findSizeProblems(
      plant({ "packages/contracts/contracts/Big.sol": lines(320), "packages/contracts/contracts/Gone.sol": lines(300) }),
      known,
    );
    expect(same.map((problem) => `${problem.file}: ${problem.message}`)).toEqual([
      "packages/contracts/contracts/Gone.sol: is 300 lines now: remove it from KNOWN_LONG_FILES (tools/file-sizes.ts).",
    ]);
  });

  it("leaves the other source files to ESLint's max-lines, which holds .ts, .tsx, .js, .mjs and .cjs to 300", async () => {
    const eslint = new ESLint({ cwd: root });
    for (const file of [
      "apps/server/src/app.ts",
      "apps/web/src/main.tsx",
      "eslint.config.js",
      "stryker.config.mjs",
      ".dependency-cruiser.cjs",
    ]) {
      const config = (await eslint.calculateConfigForFile(path.join(root, file))) as { rules?: Record<string, unknown> };
      expect(config.rules?.["max-lines"], file).toEqual([2, { max: MAX_LINES, skipBlankLines: false, skipComments: false }]);
    }
  });
});
