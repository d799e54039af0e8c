/**
 * Marketplace search under load, next to a bare Hono JSON route measured in the same run.
 * Prints p50/p99 latency and req/s for each and the throughput ratio, on PGlite and (when
 * DATABASE_URL is set) on PostgreSQL. One run, ratios only: these machines are noisy.
 *
 *   npm run bench                 # 100k listings, 50 connections, 10 s per measurement
 *   BENCH_LISTINGS=20000 BENCH_SECONDS=5 npm run bench
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { GENERATED_LISTING_WORDS } from "@wbe3/db";
import { UPLOAD_CATEGORIES } from "@wbe3/domain";
import { startChild } from "./bench-server.ts";
import { withPostgresDatabase } from "./postgres-database.ts";

const LISTINGS = Number(process.env.BENCH_LISTINGS ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;
const QUERIES = [
  "?q=honey",
  "?q=midnight%20river",
  "?category=music",
  "?category=art&q=amber",
  "?q=nova%20reign&limit=50",
  "?q=zzzz-no-match",
  "?category=cars",
  "?q=echo",
];

interface Result {
  label: string;
  p50: number;
  p99: number;
  rps: number;
  errors: number;
  non2xx: number;
}

const VARIED_CATEGORIES = ["", ...UPLOAD_CATEGORIES];

/**
 * Searches as varied traffic asks them: each generated word, whole or as its first three or four
 * letters, alone or within a category (630 searches), at page sizes 16–24 around the default: 5,670
 * distinct pages, each asked again only after all the others, so (below ~5,000 req/s) requests
 * find nothing in the server's one-second listing cache and reach the database.
 */
function variedPaths(): autocannon.Request[] {
  const words = GENERATED_LISTING_WORDS.flatMap((word) => [word, word.slice(0, 4), word.slice(0, 3)]);
  const searches = VARIED_CATEGORIES.flatMap((category) =>
    words.map((word) => `/api/marketplace?q=${encodeURIComponent(word)}${category ? `&category=${category}` : ""}`),
  );
  let counter = 0;
  return [
    {
      method: "GET",
      setupRequest: (request) => {
        const search = searches[counter % searches.length] ?? "/api/marketplace?";
        const limit = 16 + (Math.floor(counter / searches.length) % 9);
        counter += 1;
        return { ...request, path: `${search}&limit=${limit}` };
      },
    },
  ];
}

async function measure(label: string, url: string, paths: string[] | autocannon.Request[]): Promise<Result> {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: SECONDS,
    requests: paths.map((p) => (typeof p === "string" ? { method: "GET", path: p } : p)),
  });
  return {
    label,
    p50: result.latency.p50,
    p99: result.latency.p99,
    rps: result.requests.average,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

function print(results: Result[], baseline: Result) {
  const rows = results.map((r) => ({
    measurement: r.label,
    "p50 ms": r.p50,
    "p99 ms": r.p99,
    "req/s": Math.round(r.rps),
    "vs bare route": `${((r.rps / baseline.rps) * 100).toFixed(1)} %`,
    errors: r.errors + r.non2xx,
  }));
  console.table(rows);
}

async function benchDriver(label: string, env: NodeJS.ProcessEnv): Promise<Result[]> {
  console.log(`\n${label}: preparing ${LISTINGS} listings…`);
  const { url, child } = await startChild(["app", String(LISTINGS)], env);
  try {
    // A short warm-up so caches and the JIT are in the same state for every measurement.
    await measure(
      "warm-up",
      url,
      QUERIES.map((q) => `/api/marketplace${q}`),
    );
    return [
      await measure(
        `marketplace, 8 repeated searches (${label})`,
        url,
        QUERIES.map((q) => `/api/marketplace${q}`),
      ),
      await measure(`marketplace, 5,670 varied searches (${label})`, url, variedPaths()),
    ];
  } finally {
    child.kill("SIGTERM");
  }
}

async function main() {
  console.log(`Marketplace search: ${LISTINGS} listings, ${CONNECTIONS} connections, ${SECONDS} s per measurement.`);
  const bare = await startChild(["bare"], process.env);
  let baseline: Result;
  try {
    baseline = await measure("bare Hono JSON route", bare.url, ["/api/bare"]);
  } finally {
    bare.child.kill("SIGTERM");
  }
  const results: Result[] = [baseline];

  const dataDir = mkdtempSync(path.join(tmpdir(), "wbe3-bench-"));
  try {
    const { DATABASE_URL: _ignored, ...rest } = process.env;
    results.push(...(await benchDriver("PGlite", { ...rest, DATA_DIR: dataDir })));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }

  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    results.push(...(await withPostgresDatabase(serverUrl, (url) => benchDriver("PostgreSQL", { ...process.env, DATABASE_URL: url }))));
  } else {
    console.log("\n(DATABASE_URL not set: PostgreSQL leg skipped)");
  }
  console.log();
  print(results, baseline);
  const failed = results.some((r) => r.errors + r.non2xx > 0);
  if (failed) {
    console.error("Some requests failed; the numbers above are not trustworthy.");
    process.exitCode = 1;
  }
}

await main();
