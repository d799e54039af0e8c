// Sums the gzip size of every JS file the browser needs to render "/": the entry from
// dist/index.html, its static imports, and the home page chunk with its static imports.
// Usage: node scripts/initial-js-size.mjs [--budget-kb 110]   (after `npm run build`)
import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const dist = resolve(dirname(fileURLToPath(import.meta.url)), "../dist");
const html = readFileSync(join(dist, "index.html"), "utf8");
const entries = [...html.matchAll(/<script[^>]+type="module"[^>]+src="\/([^"]+)"/g)].map((m) => m[1]);
if (entries.length === 0) throw new Error("No module script in dist/index.html; run the build first");

const staticImport = /(?:import|from)\s*["'`]\.\/([^"'`]+\.js)["'`]/g;
const pageChunk = /import\(["'`]\.\/(HomePage-[^"'`]+\.js)["'`]\)/;

const seen = new Set();
function visit(file) {
  if (seen.has(file)) return;
  seen.add(file);
  const code = readFileSync(join(dist, file), "utf8");
  for (const match of code.matchAll(staticImport)) visit(join(dirname(file), match[1]));
  const home = pageChunk.exec(code);
  if (home) visit(join(dirname(file), home[1]));
}
entries.forEach(visit);

let total = 0;
for (const file of [...seen].sort()) {
  const size = gzipSync(readFileSync(join(dist, file))).length;
  total += size;
  console.log(`${(size / 1024).toFixed(2).padStart(8)} KB  ${file}`);
}
console.log(`${(total / 1024).toFixed(2).padStart(8)} KB  total gzip JS for "/"`);

const budgetFlag = process.argv.indexOf("--budget-kb");
if (budgetFlag !== -1) {
  const budget = Number(process.argv[budgetFlag + 1]);
  if (total / 1024 > budget) {
    console.error(`Over budget: ${(total / 1024).toFixed(2)} KB > ${budget} KB`);
    process.exit(1);
  }
}
