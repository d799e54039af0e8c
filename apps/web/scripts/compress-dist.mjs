// Writes a Brotli (.br) and a gzip (.gz) copy next to every text asset in dist/, once, at build
// time, at the strongest settings; the server sends whichever the browser accepts
// (serveStatic's `precompressed`). Images, media and fonts are compressed already. A file whose
// copy would save less than its extra headers goes out as it is (see served-size.mjs).
// Usage: node scripts/compress-dist.mjs   (after `vite build`)
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join, resolve, dirname, extname } from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCopy, gzipCopy } from "./served-size.mjs";

const dist = resolve(dirname(fileURLToPath(import.meta.url)), "../dist");
const TEXT = new Set([".js", ".css", ".html", ".svg", ".json", ".txt", ".webmanifest"]);

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
  const brotli = brotliCopy(bytes);
  const gzip = gzipCopy(bytes);
  if (brotli) writeFileSync(`${file}.br`, brotli);
  if (gzip) writeFileSync(`${file}.gz`, gzip);
  if (!brotli && !gzip) continue;
  count += 1;
  before += bytes.length;
  after += brotli?.length ?? bytes.length;
}
console.log(`compressed ${count} files: ${(before / 1024).toFixed(0)} KB → ${(after / 1024).toFixed(0)} KB with Brotli`);
