import { existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { authNonces, emailTokens, rateLimits, sessions, users, type DatabaseHandle } from "@wbe3/db";
import { openTestDatabase } from "@wbe3/db/testing";
import { createLogger } from "../../lib/logger.ts";
import { incomingDir } from "../../adapters/content-store/content-store.ts";
import { purgeExpired, startPurgeSchedule } from "./purge.ts";

const HOUR = 60 * 60 * 1000;
const now = new Date();
const ago = (ms: number) => new Date(now.getTime() - ms);
const ahead = (ms: number) => new Date(now.getTime() + ms);

let handle: DatabaseHandle;
let dataDir: string;
let userId: string;
beforeAll(async () => {
  handle = await openTestDatabase();
  dataDir = mkdtempSync(path.join(tmpdir(), "wbe3-purge-"));
  const [user] = await handle.db.insert(users).values({ email: "purge@example.com" }).returning();
  if (!user) throw new Error("no user");
  userId = user.id;
});
afterAll(async () => {
  await handle.close();
  rmSync(dataDir, { recursive: true, force: true });
});

beforeEach(async () => {
  const db = handle.db;
  await db.delete(sessions);
  await db.delete(authNonces);
  await db.delete(emailTokens);
  await db.delete(rateLimits);
  await db.insert(sessions).values([
    { idHash: "live", userId, expiresAt: ahead(HOUR) },
    { idHash: "expired", userId, expiresAt: ago(1000) },
    { idHash: "revoked", userId, expiresAt: ahead(HOUR), revokedAt: ago(1000) },
  ]);
  await db.insert(authNonces).values([
    { nonce: "live", expiresAt: ahead(HOUR) },
    { nonce: "expired", expiresAt: ago(1000) },
    { nonce: "used", expiresAt: ahead(HOUR), usedAt: ago(1000) },
  ]);
  await db.insert(emailTokens).values([
    { tokenHash: "live", userId, purpose: "reset", expiresAt: ahead(HOUR) },
    { tokenHash: "expired", userId, purpose: "verify", expiresAt: ago(1000) },
    { tokenHash: "used", userId, purpose: "reset", expiresAt: ahead(HOUR), usedAt: ago(1000) },
  ]);
  await db.insert(rateLimits).values([
    { key: "auth:1.2.3.4", windowStart: ago(60_000), count: 3 },
    { key: "reset-mail:a@example.com", windowStart: ago(HOUR / 2), count: 1 },
    { key: "auth:1.2.3.4", windowStart: ago(25 * HOUR), count: 9 },
  ]);
});

function tempFile(name: string, ageMs: number): string {
  mkdirSync(incomingDir(dataDir), { recursive: true });
  const file = path.join(incomingDir(dataDir), name);
  writeFileSync(file, "partial upload");
  const time = ago(ageMs);
  utimesSync(file, time, time);
  return file;
}

async function remaining() {
  const db = handle.db;
  return {
    sessions: (await db.select().from(sessions)).map((r) => r.idHash).sort(),
    nonces: (await db.select().from(authNonces)).map((r) => r.nonce).sort(),
    emailTokens: (await db.select().from(emailTokens)).map((r) => r.tokenHash).sort(),
    rateLimits: (await db.select().from(rateLimits)).map((r) => r.windowStart.getTime()).sort(),
  };
}

describe("purgeExpired", () => {
  it("removes expired, used and revoked rows and keeps live ones", async () => {
    const counts = await purgeExpired(handle.db, dataDir, now);
    expect(counts).toMatchObject({ sessions: 2, nonces: 2, emailTokens: 2, rateLimits: 1 });
    expect(await remaining()).toEqual({
      sessions: ["live"],
      nonces: ["live"],
      emailTokens: ["live"],
      rateLimits: [ago(HOUR / 2).getTime(), ago(60_000).getTime()],
    });
  });

  it("removes an abandoned upload temp file and keeps a fresh one and the stored blobs", async () => {
    const old = tempFile("old-upload", 2 * HOUR);
    const fresh = tempFile("fresh-upload", 60_000);
    const blob = path.join(dataDir, "blobs", "bafkreistoredblobstaysforeverxxxxxxxxxxxxxxxxxxxxxxxxxx");
    writeFileSync(blob, "stored");
    utimesSync(blob, ago(48 * HOUR), ago(48 * HOUR));
    expect((await purgeExpired(handle.db, dataDir, now)).tempFiles).toBe(1);
    expect(existsSync(old)).toBe(false);
    expect(existsSync(fresh)).toBe(true);
    expect(existsSync(blob)).toBe(true);
  });

  it("does nothing on a data directory without uploads", async () => {
    const empty = mkdtempSync(path.join(tmpdir(), "wbe3-purge-empty-"));
    try {
      expect((await purgeExpired(handle.db, empty, now)).tempFiles).toBe(0);
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });

  it("is safe when several instances run it at once", async () => {
    const runs = await Promise.all([
      purgeExpired(handle.db, dataDir, now),
      purgeExpired(handle.db, dataDir, now),
      purgeExpired(handle.db, dataDir, now),
    ]);
    expect(runs.reduce((sum, run) => sum + run.sessions + run.nonces + run.emailTokens + run.rateLimits, 0)).toBe(7);
    expect((await remaining()).sessions).toEqual(["live"]);
  });
});

describe("startPurgeSchedule", () => {
  it("purges at once and on every interval until stopped", async () => {
    const schedule = startPurgeSchedule({ db: handle.db, dataDir, logger: createLogger("silent"), intervalMs: 50 });
    await expect.poll(async () => (await remaining()).sessions, { timeout: 5000 }).toEqual(["live"]);
    // Expired again after the first run: the next interval takes it.
    await handle.db.insert(sessions).values({ idHash: "expired-later", userId, expiresAt: ago(1000) });
    await expect.poll(async () => (await remaining()).sessions, { timeout: 5000 }).toEqual(["live"]);
    await schedule.stop();
    await handle.db.insert(sessions).values({ idHash: "after-stop", userId, expiresAt: ago(1000) });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await remaining()).sessions).toEqual(["after-stop", "live"]);
  });
});
