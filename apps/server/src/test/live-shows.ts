import { expect } from "vitest";
import type { SQL } from "drizzle-orm";
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import { liveShowAnswer, type LiveShow } from "@wbe3/domain";
import { apiCaller } from "./api-call.ts";
import { signInWithWallet } from "./auth-helpers.ts";
import type { TestApp } from "./test-app.ts";

/** A show's fields that pass every rule: a free YouTube show in Paris, at 20:00 on 1 July 2031. */
export const SHOW_FIELDS = {
  title: "Midnight Set",
  artistName: "Nova Reign",
  description: "Songs from the new record.",
  eventDate: "2031-07-01",
  eventTime: "20:00",
  timeZone: "Europe/Paris",
  streamType: "youtube",
  streamUrl: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
} as const;

/** A fresh wallet signed in with `role` (keys of this run only: no other file shares them). */
export async function signedIn(t: TestApp, role: "artist" | "fan" = "fan") {
  const account = privateKeyToAccount(generatePrivateKey());
  const { cookie } = await signInWithWallet(t, account, role);
  return { account, cookie };
}

/** An artist with an artist profile named `username`. */
export async function artistWithProfile(t: TestApp, username: string) {
  const artist = await signedIn(t, "artist");
  const res = await apiCaller(() => t)(artist.cookie, "PUT", "/api/artist/profile", { username, name: username });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return artist;
}

/** Creates a show as `cookie` (SHOW_FIELDS with `extra`), expecting 201. */
export async function createdShow(t: TestApp, cookie: string, extra: Record<string, unknown> = {}): Promise<LiveShow> {
  const res = await apiCaller(() => t)(cookie, "POST", "/api/shows", { ...SHOW_FIELDS, ...extra });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return liveShowAnswer.strict().parse(res.body);
}

/** Moves a show's status as its owner, expecting 200. */
export async function movedShow(t: TestApp, cookie: string, id: string, status: string): Promise<LiveShow> {
  const res = await apiCaller(() => t)(cookie, "PATCH", `/api/shows/${id}`, { status });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return liveShowAnswer.parse(res.body);
}

/** The rows of a raw query (both drivers answer with { rows }; the driver-neutral type does not say so). */
export async function rowsOf<T extends Record<string, unknown>>(t: TestApp, query: SQL): Promise<T[]> {
  return ((await t.db.execute<T>(query)) as { rows: T[] }).rows;
}
