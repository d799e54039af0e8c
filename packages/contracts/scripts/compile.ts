/**
 * Compiles contracts/ with the pinned solc-js into src/generated/<Name>.ts (ABI `as const` + bytecode).
 *   npx tsx scripts/compile.ts          rewrite src/generated
 *   npx tsx scripts/compile.ts --check  exit 1 if src/generated differs from a fresh compile
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { buildArtifacts, CompileError } from "./build-artifacts.ts";

const packageDir = join(dirname(fileURLToPath(import.meta.url)), "..");
const generatedDir = join(packageDir, "src", "generated");

function readTree(dir: string): Map<string, string> {
  const files = new Map<string, string>();
  if (!existsSync(dir)) return files;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    files.set(relative(dir, path), readFileSync(path, "utf8"));
  }
  return files;
}

function differences(expected: Map<string, string>, actual: Map<string, string>): string[] {
  const names = [...new Set([...expected.keys(), ...actual.keys()])].sort();
  return names.flatMap((name) => {
    if (!actual.has(name)) return [`missing: ${name}`];
    if (!expected.has(name)) return [`not produced by the compiler: ${name}`];
    return expected.get(name) === actual.get(name) ? [] : [`differs: ${name}`];
  });
}

function main(): number {
  const check = process.argv.includes("--check");
  let result;
  try {
    result = buildArtifacts(packageDir);
  } catch (error) {
    if (error instanceof CompileError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
  for (const warning of result.warnings) console.warn(warning);

  if (check) {
    const diff = differences(result.files, readTree(generatedDir));
    if (diff.length === 0) {
      console.log(`src/generated is up to date (${result.files.size} files)`);
      return 0;
    }
    console.error(`src/generated is stale; run \`npm run compile -w @wbe3/contracts\`:\n  ${diff.join("\n  ")}`);
    return 1;
  }

  rmSync(generatedDir, { recursive: true, force: true });
  for (const [name, contents] of result.files) {
    const path = join(generatedDir, name);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, contents);
  }
  console.log(`wrote ${result.files.size} files to ${relative(process.cwd(), generatedDir) || "."}`);
  return 0;
}

process.exitCode = main();
