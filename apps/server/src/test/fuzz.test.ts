import { afterAll, beforeAll, describe, expect, it } from "vitest";
import fc from "fast-check";
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import { isApiErrorBody, type StoredFile, type UploadRecord } from "@wbe3/domain";
import { createTestApp, type TestApp } from "./test-app.ts";
import { signInWithWallet } from "./auth-helpers.ts";
import { formWith, wavBytes } from "./file-fixtures.ts";
import { brokenRules } from "./fuzz/invariants.ts";
import { requestInit } from "./fuzz/bodies.ts";
import { describeRequest, fuzzRoutes, requestsFor, type FuzzRequest, type FuzzRoute } from "./fuzz/requests.ts";

/**
 * Every route of the API access table gets generated bad input from every kind of principal:
 * no answer may be a 5xx, every error must be in the one error shape, and the database rules
 * must hold afterwards. FUZZ_RUNS requests per route (small in CI); `npm run fuzz` runs many
 * more and prints the figures (FUZZ_REPORT=1: failures are collected instead of stopping at
 * the first, which fast-check shrinks to a minimal request).
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 25);
const REPORT = process.env.FUZZ_REPORT === "1";

// Fresh keys: no other test file signs in with these wallets.
const accounts = {
  fan: privateKeyToAccount(generatePrivateKey()),
  artist: privateKeyToAccount(generatePrivateKey()),
  partner: privateKeyToAccount(generatePrivateKey()),
  admin: privateKeyToAccount(generatePrivateKey()),
  privileged: privateKeyToAccount(generatePrivateKey()),
};
const ROLE = { fan: "fan", artist: "artist", partner: "partner", admin: "fan", privileged: "fan" } as const;
const PRINCIPALS = ["anonymous", ...Object.keys(accounts)];

let t: TestApp;
const cookies = new Map<string, string>();
const validParams: Record<string, string[]> = {
  username: ["novareign", "fuzz.artist"],
  address: [accounts.artist.address, accounts.fan.address],
};

type StatusClass = "2xx" | "3xx" | "4xx" | "5xx";
const figures = new Map<string, Record<StatusClass, number>>();
const failures: string[] = [];

beforeAll(async () => {
  t = await createTestApp({ env: { ADMIN_WALLETS: accounts.admin.address, PRIVILEGED_WALLETS: accounts.privileged.address } });
  for (const [name, account] of Object.entries(accounts))
    cookies.set(name, (await signInWithWallet(t, account, ROLE[name as keyof typeof ROLE])).cookie);
  // Real ids, so generated requests also reach the code behind the lookups.
  const artist = { cookie: cookies.get("artist") ?? "", "content-type": "application/json" };
  expect(
    (
      await t.request("/api/artist/profile", {
        method: "PUT",
        headers: artist,
        body: JSON.stringify({ username: "fuzz.artist", name: "Fuzz Artist" }),
      })
    ).status,
  ).toBe(200);
  const file = (await (
    await t.request("/api/files", {
      method: "POST",
      headers: { cookie: artist.cookie },
      body: formWith(wavBytes(200), "fuzz.wav", "music"),
    })
  ).json()) as StoredFile;
  const created = await t.request("/api/uploads", {
    method: "POST",
    headers: artist,
    body: JSON.stringify({ category: "music", title: "Fuzz Track", price: "1", fileCid: file.ipfsHash }),
  });
  const { upload } = (await created.json()) as { upload: UploadRecord };
  validParams.id = [upload.id, "00000000-0000-0000-0000-000000000000"];
  const show = await t.request("/api/shows", {
    method: "POST",
    headers: artist,
    body: JSON.stringify({ title: "Fuzz Show", artistName: "Fuzz Artist", eventDate: "2031-07-01", eventTime: "20:00", timeZone: "UTC" }),
  });
  validParams.id.push(((await show.json()) as { id: string }).id);
  validParams.cid = [file.ipfsHash, "bafkreifzjut3te2nhyekklss27nh3k72ysco7y32koao5eei66wof36n5e"];
});

afterAll(async () => {
  if (REPORT) printFigures();
  await t.close();
});

function count(route: FuzzRoute, status: number): void {
  const key = `${route.method} ${route.path}`;
  const row = figures.get(key) ?? { "2xx": 0, "3xx": 0, "4xx": 0, "5xx": 0 };
  row[`${Math.min(5, Math.floor(status / 100))}xx` as StatusClass] += 1;
  figures.set(key, row);
}

/** Sends the request; the reason it breaks the rules, or null. */
async function check(route: FuzzRoute, req: FuzzRequest): Promise<string | null> {
  const cookie = cookies.get(req.principal);
  const headers: Record<string, string> = { ...(cookie ? { cookie } : {}), ...(req.origin === null ? {} : { origin: req.origin }) };
  const res = await t.request(req.path, requestInit(route.method, req.body, headers));
  // The live-show event stream never ends by itself: its status and headers are the answer.
  const stream = res.headers.get("content-type")?.startsWith("text/event-stream") === true;
  const text = stream ? (await res.body?.cancel(), "") : await res.text();
  count(route, res.status);
  const problem =
    res.status >= 500 ? "a server error" : res.status >= 400 && !isErrorShape(text) ? "an error outside the error shape" : null;
  return problem && `${res.status} (${problem}) for ${describeRequest(route.method, req)}\n  → ${text.slice(0, 300)}`;
}

function isErrorShape(text: string): boolean {
  try {
    return isApiErrorBody(JSON.parse(text));
  } catch (err) {
    if (err instanceof SyntaxError) return false;
    throw err;
  }
}

function printFigures(): void {
  const total: Record<StatusClass, number> = { "2xx": 0, "3xx": 0, "4xx": 0, "5xx": 0 };
  const lines = [...figures].map(([route, row]) => {
    for (const k of Object.keys(total) as StatusClass[]) total[k] += row[k];
    return `${route.padEnd(42)} ${(["2xx", "3xx", "4xx", "5xx"] as const).map((k) => `${k} ${String(row[k]).padStart(6)}`).join("  ")}`;
  });
  const sum = Object.values(total).reduce((a, b) => a + b, 0);
  process.stdout.write(
    [
      `fuzz: ${sum} requests, ${RUNS} per route, driver ${t.deps.driver}`,
      ...lines,
      `${"total".padEnd(42)} ${Object.entries(total)
        .map(([k, n]) => `${k} ${String(n).padStart(6)}`)
        .join("  ")}`,
      `failures: ${failures.length}`,
      ...failures.slice(0, 50),
      "",
    ].join("\n"),
  );
}

describe("every API route under generated bad input", () => {
  for (const route of fuzzRoutes()) {
    // Logout would end the principal's session for the rest of the run: it is fuzzed signed out.
    const principals = route.path.endsWith("/logout") ? ["anonymous"] : PRINCIPALS;
    it(`${route.method} ${route.path}: no 5xx, errors in the error shape`, { timeout: Math.max(30_000, RUNS * 1_000) }, async () => {
      await fc.assert(
        fc.asyncProperty(requestsFor(route, principals, validParams), async (req) => {
          const problem = await check(route, req);
          if (problem && REPORT) failures.push(problem);
          else if (problem) throw new Error(problem);
        }),
        { numRuns: RUNS },
      );
    });
  }

  it.runIf(REPORT)("found no request that broke the rules (all collected)", () => {
    expect(failures).toEqual([]);
  });

  it("leaves the database rules intact", async () => {
    expect(await brokenRules(t)).toEqual([]);
  });
});
