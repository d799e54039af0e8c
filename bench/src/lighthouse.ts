/**
 * Lighthouse (mobile, simulated throttling: its default) on the pages DESIGN §10 names, against
 * the built web app served by the real server on the seeded demo data, in Debian's Chromium.
 * Prints performance and accessibility scores next to their targets (≥ 95 and 100). One run:
 * these machines are noisy, so read it as a measurement, not a verdict.
 *
 *   npm run build && npm run bench:lighthouse -w @wbe3/bench
 */
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import { startChild } from "./bench-server.ts";

const CHROME_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const WEB_DIST = path.resolve(import.meta.dirname, "../../apps/web/dist");
const PAGES = ["/", "/marketplace", "/artist/novareign"];
const TARGET = { performance: 95, accessibility: 100 } as const;
// Headless and quiet: no background calls home while the page is measured.
const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

interface Row {
  page: string;
  performance: number;
  accessibility: number;
  "LCP ms": number;
  "TBT ms": number;
  CLS: number;
  "meets targets": string;
}

function score(value: number | null | undefined): number {
  return Math.round((value ?? 0) * 100);
}

async function audit(url: string, port: number): Promise<Omit<Row, "page">> {
  const result = await lighthouse(url, { port, output: "json", logLevel: "error", onlyCategories: ["performance", "accessibility"] });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { categories, audits, runtimeError } = result.lhr;
  if (runtimeError) throw new Error(`Lighthouse could not load ${url}: ${runtimeError.message}`);
  const performance = score(categories.performance?.score);
  const accessibility = score(categories.accessibility?.score);
  const failed = Object.values(audits)
    .filter((each) => each.score !== null && each.score < 1 && each.scoreDisplayMode === "binary")
    .map((each) => each.id);
  return {
    performance,
    accessibility,
    "LCP ms": Math.round(audits["largest-contentful-paint"]?.numericValue ?? 0),
    "TBT ms": Math.round(audits["total-blocking-time"]?.numericValue ?? 0),
    CLS: Number((audits["cumulative-layout-shift"]?.numericValue ?? 0).toFixed(3)),
    "meets targets":
      performance >= TARGET.performance && accessibility >= TARGET.accessibility ? "yes" : `no (failing: ${failed.join(", ") || "scores"})`,
  };
}

async function main(): Promise<void> {
  if (!existsSync(path.join(WEB_DIST, "index.html"))) {
    throw new Error(`No web build at ${WEB_DIST}: run \`npm run build\` first.`);
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), "wbe3-lighthouse-"));
  const { DATABASE_URL: _embeddedOnly, ...env } = process.env;
  // Seven demo listings: the pages as a newcomer's `npm start` serves them.
  const server = await startChild(["app", "7"], { ...env, DATA_DIR: dataDir });
  const chrome = await launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
  try {
    const rows: Row[] = [];
    for (const page of PAGES) {
      console.log(`Lighthouse ${page}…`);
      rows.push({ page, ...(await audit(`${server.url}${page}`, chrome.port)) });
    }
    console.log(
      `\nLighthouse mobile (simulated throttling); targets: performance ≥ ${TARGET.performance}, accessibility ${TARGET.accessibility}.`,
    );
    console.table(rows);
  } finally {
    chrome.kill();
    server.child.kill("SIGTERM");
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
