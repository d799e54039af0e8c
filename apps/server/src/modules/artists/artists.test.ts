import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { devAccounts } from "@wbe3/contracts";
import { eq, sql } from "drizzle-orm";
import { artists, DEMO_ARTIST, uploads } from "@wbe3/db";
import {
  ARTIST_DIRECTORY_PAGE_SIZE,
  type ApiErrorBody,
  SET_UP_PROFILE_FIRST,
  socialLinkRule,
  type ArtistDirectory,
  type ArtistPage,
  type ArtistProfile,
  type ArtistSocialLinks,
  type ErrorCode,
} from "@wbe3/domain";
import { signInWithWallet } from "../../test/auth-helpers.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

// Dev accounts 56-60 belong to this file; nothing here sends a transaction.
const ACCOUNTS = devAccounts(61);
const account = (index: 56 | 57 | 58 | 59 | 60) => {
  const found = ACCOUNTS[index];
  if (!found) throw new Error(`no dev account ${index}`);
  return found;
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const steps = {
  json: (method: string, path: string, body: unknown, cookie: string) =>
    t.request(path, { method, headers: { cookie, "content-type": "application/json" }, body: JSON.stringify(body) }),
  async ok<T>(res: Response): Promise<T> {
    expect(res.status, await res.clone().text()).toBe(200);
    return (await res.json()) as T;
  },
  async refused(res: Response, status: number, code: ErrorCode): Promise<ApiErrorBody> {
    const body = (await res.json()) as ApiErrorBody;
    expect([res.status, body.error.code]).toEqual([status, code]);
    return body;
  },
  async profile(cookie: string, fields: { username: string; name: string }): Promise<void> {
    await steps.ok(await steps.json("PUT", "/api/artist/profile", fields, cookie));
  },
};

const NO_LINKS: ArtistSocialLinks = { instagram: null, youtube: null, facebook: null, tiktok: null };

const putLinks = (cookie: string, links: Record<string, string>) => steps.json("PUT", "/api/artist/social-links", links, cookie);

describe("PUT /api/artist/social-links", () => {
  it("saves the links on the artist's record and answers them; the profile and the public page read them back", async () => {
    const { cookie } = await signInWithWallet(t, account(56), "artist");
    await steps.profile(cookie, { username: "sol.links", name: "Sol Links" });
    const before = await steps.ok<{ profile: ArtistProfile }>(await t.request("/api/artist/profile", { headers: { cookie } }));
    expect(before.profile.socialLinks).toEqual(NO_LINKS);

    const saved = await steps.ok<{ socialLinks: ArtistSocialLinks }>(
      await putLinks(cookie, {
        instagram: "https://www.instagram.com/sol",
        youtube: "https://youtu.be/abc",
        facebook: "https://fb.com/sol",
        tiktok: " https://tiktok.com/@sol ",
      }),
    );
    const expected = {
      instagram: "https://www.instagram.com/sol",
      youtube: "https://youtu.be/abc",
      facebook: "https://fb.com/sol",
      tiktok: "https://tiktok.com/@sol",
    };
    expect(saved.socialLinks).toEqual(expected);
    const own = await steps.ok<{ profile: ArtistProfile }>(await t.request("/api/artist/profile", { headers: { cookie } }));
    expect(own.profile.socialLinks).toEqual(expected);
    const page = await steps.ok<ArtistPage>(await t.request("/api/artists/sol.links"));
    expect(page.artist.socialLinks).toEqual(expected);

    // Saving again replaces the set: an empty or missing field removes that link.
    const cleared = await steps.ok<{ socialLinks: ArtistSocialLinks }>(
      await putLinks(cookie, { instagram: "", youtube: "https://youtube.com/@sol" }),
    );
    expect(cleared.socialLinks).toEqual({ ...NO_LINKS, youtube: "https://youtube.com/@sol" });
    const [row] = await t.db.select({ socialLinks: artists.socialLinks }).from(artists).where(eq(artists.username, "sol.links"));
    expect(row?.socialLinks).toEqual({ youtube: "https://youtube.com/@sol" });
  });

  it.each([
    ["instagram", "http://instagram.com/sol"],
    ["instagram", "https://youtube.com/@sol"],
    ["youtube", "https://youtube.com.evil.example/@sol"],
    ["facebook", "https://facebook.co/sol"],
    ["tiktok", "http://www.tiktok.com/@sol"],
    ["tiktok", "not a link"],
  ] as const)("refuses %s = %s with that network's message and keeps what was saved", async (network, link) => {
    const { cookie } = await signInWithWallet(t, account(57), "artist");
    await steps.profile(cookie, { username: "kept.links", name: "Kept Links" });
    await steps.ok(await putLinks(cookie, { facebook: "https://facebook.com/kept" }));
    const body = await steps.refused(await putLinks(cookie, { [network]: link }), 400, "bad_request");
    expect(body.error.message).toBe(socialLinkRule(network));
    const page = await steps.ok<ArtistPage>(await t.request("/api/artists/kept.links"));
    expect(page.artist.socialLinks).toEqual({ ...NO_LINKS, facebook: "https://facebook.com/kept" });
  });

  it("is for signed-in artists with a profile", async () => {
    const links = { instagram: "https://instagram.com/x" };
    await steps.refused(await putLinks("", links), 401, "unauthorized");
    const fan = await signInWithWallet(t, account(58), "fan");
    await steps.refused(await putLinks(fan.cookie, links), 403, "forbidden");
    const newcomer = await signInWithWallet(t, account(59), "artist");
    const body = await steps.refused(await putLinks(newcomer.cookie, links), 409, "conflict");
    expect(body.error.message).toBe(SET_UP_PROFILE_FIRST);
  });
});

/** An artist row with uploads written directly: Discover only reads them. */
async function seedArtist(
  username: string,
  {
    verified = false,
    createdAt,
    publicUploads = 1,
    privateUploads = 0,
  }: { verified?: boolean; createdAt: Date; publicUploads?: number; privateUploads?: number },
) {
  const [artist] = await t.db.insert(artists).values({ username, name: username, verified, createdAt }).returning();
  if (!artist) throw new Error("artist not inserted");
  const upload = (isPublic: boolean, n: number) => ({
    artistId: artist.id,
    title: `${username} ${n}`,
    artistName: username,
    category: "music" as const,
    price: 1n,
    isPublic,
  });
  const rows = [
    ...Array.from({ length: publicUploads }, (_, n) => upload(true, n)),
    ...Array.from({ length: privateUploads }, (_, n) => upload(false, n)),
  ];
  if (rows.length > 0) await t.db.insert(uploads).values(rows);
  return artist;
}

async function allDirectoryPages(): Promise<ArtistDirectory[]> {
  const pages: ArtistDirectory[] = [];
  let cursor: string | null = null;
  do {
    const query: string = cursor === null ? "" : `?cursor=${encodeURIComponent(cursor)}`;
    const page: ArtistDirectory = await steps.ok<ArtistDirectory>(await t.request(`/api/artists${query}`));
    pages.push(page);
    cursor = page.nextCursor;
  } while (cursor !== null && pages.length < 20);
  return pages;
}

describe("GET /api/artists (Discover)", () => {
  it("pages through every artist with public work, verified first then newest, each once", async () => {
    const base = Date.parse("2026-01-01T00:00:00Z");
    const at = (minutes: number) => new Date(base + minutes * 60_000);
    const verifiedOld = await seedArtist("dir.verified", { verified: true, createdAt: at(0) });
    // a10 and a9 share created_at (the id breaks the tie).
    for (let n = 1; n <= ARTIST_DIRECTORY_PAGE_SIZE + 2; n += 1) await seedArtist(`dir.a${n}`, { createdAt: at(n === 10 ? 9 : n) });
    // a6, a5 and a4 differ only in microseconds, and the first page (which the two seeded, verified
    // demo artists open) ends between a6 and a5: a cursor that kept only milliseconds would skip a5.
    for (const [n, micros] of [
      [6, 300],
      [5, 200],
      [4, 100],
    ] as const) {
      const createdAt = sql`${`2026-01-01T00:05:00.000${micros}Z`}::timestamptz`;
      await t.db
        .update(artists)
        .set({ createdAt })
        .where(eq(artists.username, `dir.a${n}`));
    }
    await seedArtist("dir.private", { createdAt: at(100), publicUploads: 0, privateUploads: 2 });
    await seedArtist("dir.nothing", { createdAt: at(101), publicUploads: 0 });

    const pages = await allDirectoryPages();
    const listed = pages.flatMap((page) => page.artists);
    expect(pages.length).toBeGreaterThan(1);
    expect(pages.slice(0, -1).every((page) => page.artists.length === ARTIST_DIRECTORY_PAGE_SIZE && page.nextCursor !== null)).toBe(true);
    expect(pages.at(-1)?.nextCursor).toBeNull();
    expect(new Set(listed.map((a) => a.id)).size).toBe(listed.length);

    const usernames = listed.map((a) => a.username);
    expect(usernames).not.toContain("dir.private");
    expect(usernames).not.toContain("dir.nothing");
    // The seeded headline artist has no upload, but works for sale in the marketplace.
    expect(usernames).toContain(DEMO_ARTIST.username);
    for (let n = 1; n <= ARTIST_DIRECTORY_PAGE_SIZE + 2; n += 1) expect(usernames).toContain(`dir.a${n}`);

    const firstUnverified = listed.findIndex((a) => !a.verified);
    expect(listed.slice(firstUnverified).every((a) => !a.verified)).toBe(true);
    expect(listed.slice(0, firstUnverified).map((a) => a.id)).toContain(verifiedOld.id);
    const ours = listed.filter((a) => a.username.startsWith("dir.a")).map((a) => a.username);
    expect(ours.slice(0, 2)).toEqual([`dir.a${ARTIST_DIRECTORY_PAGE_SIZE + 2}`, `dir.a${ARTIST_DIRECTORY_PAGE_SIZE + 1}`]);
    expect(pages[0]?.artists.at(-1)?.username).toBe("dir.a6");
    expect(pages[1]?.artists[0]?.username).toBe("dir.a5");
  });

  it("refuses a cursor it did not write", async () => {
    await steps.refused(await t.request("/api/artists?cursor=not-a-cursor"), 400, "bad_request");
    const forged = Buffer.from(JSON.stringify({ verified: "yes", createdAt: "x", id: "y" })).toString("base64url");
    await steps.refused(await t.request(`/api/artists?cursor=${forged}`), 400, "bad_request");
  });
});
