// Writes a Brotli (.br) and a gzip (.gz) copy next to every text asset in dist/, once, at build
// time, at the strongest settings; the server sends whichever the browser accepts
// (serveStatic's `precompressed`). Images, media and fonts are compressed already.
// Usage: node scripts/compress-dist.mjs   (after `vite build`)
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join, resolve, dirname, extname } from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const dist = resolve(dirname(fileURLToPath(import.meta.url)), "../dist");
const TEXT = new Set([".js", ".css", ".html", ".svg", ".json", ".txt", ".webmanifest"]);
// Below this, the headers cost more than the compression saves.
const MIN_BYTES = 1024;

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) yield* files(full);
    else yield full;
  }
}

let count = 0;
let before = 0;
let after = 0;
for (const file of files(dist)) {
  if (!TEXT.has(extname(file))) continue;
  const bytes = readFileSync(file);
  if (bytes.length < MIN_BYTES) continue;
  const brotli = brotliCompressSync(bytes, {
    params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
  });
  writeFileSync(`${file}.br`, brotli);
  writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
  count += 1;
  before += bytes.length;
  after += brotli.length;
}
console.log(`compressed ${count} files: ${(before / 1024).toFixed(0)} KB → ${(after / 1024).toFixed(0)} KB with Brotli`);
