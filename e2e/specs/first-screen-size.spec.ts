import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import type { Request } from "playwright-core";
import { describe } from "vitest";
import { WEB_DIST, REPO_ROOT } from "../src/paths.ts";
import { expect, test } from "../src/fixtures.ts";

const SIZE_SCRIPT = path.join(REPO_ROOT, "apps/web/scripts/initial-js-size.mjs");
// How far the size check's figure may stray from what the browser receives.
const TOLERANCE_BYTES = 1024;

interface SizeReport {
  scripts: { file: string; bytes: number }[];
  total: number;
}

/** The size check's own answer for this build (npm run size -w @wbe3/web). */
async function sizeCheck(): Promise<SizeReport> {
  const { stdout } = await promisify(execFile)(process.execPath, [SIZE_SCRIPT, "--json"], {
    env: { ...process.env, WEB_DIST },
  });
  return JSON.parse(stdout) as SizeReport;
}

describe("the first screen's size", () => {
  test("npm run size counts every script Chromium fetches for / signed out, within 1 KB of their gzip transfer", async ({
    newPage,
    baseUrl,
  }) => {
    const expected = await sizeCheck();
    // The budget is set in gzip bytes; Chromium would otherwise take the smaller Brotli copies.
    const page = await newPage({ extraHTTPHeaders: { "Accept-Encoding": "gzip" } });
    const scripts: Request[] = [];
    page.on("requestfinished", (request) => {
      if (request.resourceType() === "script") scripts.push(request);
    });
    await page.goto("/", { waitUntil: "networkidle" });
    await page.getByRole("button", { name: "Listen to WBE3 Radio" }).waitFor();

    const fetched = await Promise.all(
      scripts.map(async (request) => ({
        file: new URL(request.url()).pathname.slice(1),
        bytes: (await request.sizes()).responseBodySize,
        encoding: (await request.response())?.headers()["content-encoding"] ?? null,
      })),
    );
    expect(new URL(page.url()).origin).toBe(baseUrl);
    expect(fetched.map(({ file }) => file).sort()).toEqual(expected.scripts.map(({ file }) => file).sort());
    // Whatever the server compressed went out as gzip, as the size check assumes.
    expect(fetched.filter(({ encoding }) => encoding !== null && encoding !== "gzip")).toEqual([]);
    const transferred = fetched.reduce((sum, { bytes }) => sum + bytes, 0);
    expect(Math.abs(transferred - expected.total)).toBeLessThanOrEqual(TOLERANCE_BYTES);
  });
});
