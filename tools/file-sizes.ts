/**
 * No source file over 300 lines, checked on every `npm run lint` (decision 0030). ESLint's
 * `max-lines` (eslint.config.js) holds every file it reads: .ts, .tsx, .js, .mjs, .cjs. This
 * check holds the source files ESLint does not read: the Solidity contracts. Blank lines and
 * comments count, as in ESLint's rule: past 300, split the file by job (a contract into a base
 * contract or a library beside it).
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

export const MAX_LINES = 300;
/** The source files ESLint does not read, by extension. */
export const CHECKED = /\.sol$/;
const SKIPPED_DIRS = new Set(["node_modules", "dist", "generated", "data", "cache", "out", "artifacts", "reports", ".stryker-tmp"]);
const ROOTS = ["apps", "packages", "e2e", "bench", "tools"];

/**
 * Files over the limit, each allowed its size when the check landed and no more (it may only
 * shrink); once a file is within the limit, the check asks for its removal. None today.
 */
export const KNOWN_LONG_FILES: Readonly<Record<string, number>> = {};

export interface SizeProblem {
  file: string;
  lines: number;
  message: string;
}

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED_DIRS.has(entry.name) ? [] : filesUnder(full);
    return CHECKED.test(entry.name) ? [full] : [];
  });
}

/** Lines as an editor numbers them: a final newline ends the last line rather than starting one. */
export function lineCount(text: string): number {
  if (text === "") return 0;
  return text.split(/\r\n|\r|\n/).length - (/(\r\n|\r|\n)$/.test(text) ? 1 : 0);
}

export function findSizeProblems(root: string, known: Readonly<Record<string, number>> = KNOWN_LONG_FILES): SizeProblem[] {
  const problems: SizeProblem[] = [];
  const seen = new Set<string>();
  for (const file of ROOTS.flatMap((dir) => filesUnder(path.join(root, dir))).sort()) {
    const relative = path.relative(root, file).split(path.sep).join("/");
    const lines = lineCount(readFileSync(file, "utf8"));
    const allowed = known[relative];
    seen.add(relative);
    if (allowed !== undefined && lines <= MAX_LINES) {
      problems.push({ file: relative, lines, message: `is ${lines} lines now: remove it from KNOWN_LONG_FILES (tools/file-sizes.ts).` });
    } else if (lines > (allowed ?? MAX_LINES)) {
      problems.push({
        file: relative,
        lines,
        message: `has ${lines} lines, over ${allowed === undefined ? `the ${MAX_LINES}-line limit` : `the ${allowed} it is allowed until it is split`}: split it by job into files named for what they hold.`,
      });
    }
  }
  for (const file of Object.keys(known).filter((each) => !seen.has(each))) {
    problems.push({ file, lines: 0, message: "is gone: remove it from KNOWN_LONG_FILES (tools/file-sizes.ts)." });
  }
  return problems;
}

const invokedAs = process.argv[1];
if (invokedAs && import.meta.url === pathToFileURL(path.resolve(invokedAs)).href) {
  const root = path.resolve(import.meta.dirname, "..");
  const problems = findSizeProblems(root);
  for (const problem of problems) console.error(`error max-lines: ${problem.file} ${problem.message}`);
  if (problems.length > 0) {
    console.error(`\n✘ ${problems.length} file-size problem(s).`);
    process.exit(1);
  }
  process.stdout.write(
    `✔ file sizes: no Solidity file over ${MAX_LINES} lines (${Object.keys(KNOWN_LONG_FILES).length} known long file(s) left)\n`,
  );
}
