// Sums the bytes of every script a signed-out visitor's browser fetches for "/", as the server
// sends them to a browser that accepts gzip (served-size.mjs): the classic scripts in index.html
// (theme-init.js), the module entry and its static imports, the home page's chunk and its imports
// (the route table's page for "/", from page-modules.ts), and the lazy parts of the layout that
// render for a signed-out visitor. Modules are found through the build's manifest (vite.config.ts
// sets `manifest: true`). e2e/specs/first-screen-size.spec.ts loads "/" in Chromium and fails when
// it fetches a script this does not count, or when the totals differ by more than 1 KB.
// Usage: node scripts/initial-js-size.mjs [--budget-kb 110] [--json]   (after `npm run build`)
// WEB_DIST points at another build (as for the server and the e2e harness).
import { existsSync, readFileSync } from "node:fs";
import { dirname, join, posix, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipServedSize } from "./served-size.mjs";

const webRoot = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const dist = process.env.WEB_DIST ? resolve(process.env.WEB_DIST) : join(webRoot, "dist");

// The route "/" renders (the domain's route table: PATHS.home has the id "home").
const HOME_ROUTE_ID = "home";
// Lazy modules the layout renders at once for a signed-out visitor, as the app imports them: none
// today (the rest wait for a click, a scroll, a focus or a session: the footer, the dialogs, the
// radio player, the route focus, the signed-in controls). The e2e check fails when Chromium
// fetches one that is not named here.
const LAYOUT_LAZY_MODULES = [];

function readJson(file) {
  return JSON.parse(readFileSync(file, "utf8"));
}

const manifestFile = join(dist, ".vite/manifest.json");
if (!existsSync(manifestFile)) throw new Error(`No build manifest at ${manifestFile}; run \`npm run build -w @wbe3/web\` first`);
const manifest = readJson(manifestFile);
const html = readFileSync(join(dist, "index.html"), "utf8");

/** The manifest key of a source module, e.g. "@/features/home/components/HomePage" → "src/features/…/HomePage.tsx". */
function manifestKey(specifier, importer) {
  const path = specifier.startsWith("@/") ? `src/${specifier.slice(2)}` : posix.join(posix.dirname(importer), specifier);
  const key = Object.keys(manifest).find((each) => each.replace(/\.[cm]?[jt]sx?$/, "") === path.replace(/\.[cm]?[jt]sx?$/, ""));
  if (!key) throw new Error(`${specifier} (imported by ${importer}) is not in the build manifest`);
  return key;
}

/**
 * The manifest key of the chunk PAGE_MODULES loads for a route id, or null when the page is
 * imported statically (then it is part of the entry).
 */
function pageChunk(routeId) {
  const file = "src/app/page-modules.ts";
  const source = readFileSync(join(webRoot, file), "utf8");
  const line = new RegExp(`^\\s*${routeId}:(.*)$`, "m").exec(source);
  if (!line) throw new Error(`${file} has no page module for the route "${routeId}"`);
  const lazy = /import\("([^"]+)"\)/.exec(line[1]);
  return lazy ? manifestKey(lazy[1], file) : null;
}

const files = new Set();
function visit(key) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the build manifest`);
  if (files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) visit(imported);
}

// Classic scripts run before the app (the theme, applied before the first paint).
const classic = [...html.matchAll(/<script\b(?![^>]*type="module")[^>]*\ssrc="\/([^"]+)"/g)].map((match) => match[1]);
classic.forEach((file) => files.add(file));
const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry);
if (entries.length === 0) throw new Error("The build manifest names no entry");
entries.forEach(visit);
const homePage = pageChunk(HOME_ROUTE_ID);
if (homePage) visit(homePage);
LAYOUT_LAZY_MODULES.forEach((path) => visit(manifestKey(path, "src/main.tsx")));

const scripts = [...files].sort().map((file) => ({ file, bytes: gzipServedSize(readFileSync(join(dist, file))) }));
const total = scripts.reduce((sum, each) => sum + each.bytes, 0);
const kb = (bytes) => (bytes / 1024).toFixed(2);

if (process.argv.includes("--json")) {
  console.log(JSON.stringify({ scripts, total }));
} else {
  for (const { file, bytes } of scripts) console.log(`${kb(bytes).padStart(8)} KB  ${file}`);
  console.log(`${kb(total).padStart(8)} KB  JS for "/" as sent with gzip (${scripts.length} scripts)`);
}

const budgetFlag = process.argv.indexOf("--budget-kb");
if (budgetFlag !== -1) {
  const budget = Number(process.argv[budgetFlag + 1]);
  if (total / 1024 > budget) {
    console.error(`Over budget: ${kb(total)} KB > ${budget} KB`);
    process.exit(1);
  }
}
