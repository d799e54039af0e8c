import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import { contentDeliveries, storedFiles } from "@wbe3/db";
import { AppError, CONTENT_MESSAGES, registerContentArea, type ApiErrorBody, type SessionUser, type StoredFile } from "@wbe3/domain";
import { signInWithWallet } from "../../test/auth-helpers.ts";
import { formWith, PNG_1X1 } from "../../test/file-fixtures.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { setFileAccess } from "../files/service.ts";
import { mayOpenContent, registerAccessFacts } from "./service.ts";

// Decision 0026: an area nobody in content, files or uploads knows declares a storage kind (posters,
// stored by partners), a rule (its guests open the file; admins examine a waiting one) and a fact
// provider, and the seam does the rest: private from the first byte, open to its fact, 403 to others.
const guests = new Set<string>();
const waiting = new Set<string>();
/** Files whose provider fails when asked (its index is down, say), and how. */
const failing = new Map<string, Error>();

registerContentArea({
  area: "scratch-shows",
  rules: [{ rule: "scratch_guests", label: "Guests only", opensWith: ["scratch_on_list"], reviewedWith: ["scratch_examines"] }],
  storageKinds: [
    { kind: "scratch_poster", label: "Poster", extensions: ["png"], mimeTypes: ["image/png"], maxBytes: 1024 * 1024, storers: ["partner"] },
  ],
});
registerAccessFacts({
  area: "scratch-shows",
  facts: ["scratch_on_list", "scratch_examines"],
  supply: (_, { reader, file }) => {
    const failure = failing.get(file.cid);
    if (failure) return Promise.reject(failure);
    return Promise.resolve({
      holds: [
        ...(guests.has(reader.id) ? ["scratch_on_list"] : []),
        ...(reader.role === "admin" && waiting.has(file.cid) ? ["scratch_examines"] : []),
      ],
    });
  },
});

let t: TestApp;
type Person = { cookie: string; id: string; user: SessionUser };
const nobody = (): Person => ({ cookie: "", id: "", user: {} as SessionUser });
const people = { partner: nobody(), guest: nobody(), other: nobody(), admin: nobody() };
const admin = privateKeyToAccount(generatePrivateKey());

beforeAll(async () => {
  t = await createTestApp({ seed: false, env: { ADMIN_WALLETS: admin.address } });
  const signIn = async (role: "partner" | "fan" | "artist", account = privateKeyToAccount(generatePrivateKey())) => {
    const { cookie, body } = await signInWithWallet(t, account, role);
    if (!body.user) throw new Error("not signed in");
    return { cookie, id: body.user.id, user: body.user };
  };
  people.partner = await signIn("partner");
  people.guest = await signIn("fan");
  people.other = await signIn("artist");
  people.admin = await signIn("fan", admin);
  guests.add(people.guest.id);
});
afterAll(() => t.close());

const storePoster = (cookie: string, bytes: Buffer) =>
  t.request("/api/files", { method: "POST", headers: { cookie }, body: formWith(bytes, "poster.png", "scratch_poster") });
const open = (cid: string, cookie: string) => t.request(`/api/content/${cid}`, { headers: { cookie } });
const errorOf = async (res: Response) => ((await res.json()) as ApiErrorBody).error;
/** A PNG whose bytes (and so CID) are unique to `label`. */
const poster = (label: string) => Buffer.concat([PNG_1X1, Buffer.from(label)]);

describe("a scratch area's own files", () => {
  it("stores its kind for the roles it names only, private to whoever stored it from the first byte", async () => {
    const refused = await storePoster(people.other.cookie, poster("artist's"));
    expect(refused.status).toBe(403);
    expect(await errorOf(refused)).toEqual({
      code: "forbidden",
      reason: "storage_not_allowed",
      message: CONTENT_MESSAGES.storageNotAllowed,
    });

    const res = await storePoster(people.partner.cookie, poster("first byte"));
    expect(res.status).toBe(201);
    const stored = (await res.json()) as StoredFile;
    expect(stored.url).toBe(`/api/content/${stored.ipfsHash}`);
    const [row] = await t.db.select().from(storedFiles).where(eq(storedFiles.cid, stored.ipfsHash));
    expect(row).toMatchObject({ kind: "scratch_poster", access: "owner" });
    expect((await t.request(`/ipfs/${stored.ipfsHash}`)).status).toBe(404);
    expect((await open(stored.ipfsHash, people.partner.cookie)).status).toBe(200);
    expect((await open(stored.ipfsHash, people.guest.cookie)).status).toBe(403);
  });

  it("opens a file gated by its own rule to a reader its fact holds for, and 403 to everyone else", async () => {
    const stored = (await (await storePoster(people.partner.cookie, poster("gated"))).json()) as StoredFile;
    await setFileAccess(t.db, { cids: [stored.ipfsHash], rule: "scratch_guests", by: people.partner.id });

    const guest = await open(stored.ipfsHash, people.guest.cookie);
    expect(guest.status).toBe(200);
    expect(Buffer.from(await guest.arrayBuffer()).equals(poster("gated"))).toBe(true);
    const other = await open(stored.ipfsHash, people.other.cookie);
    expect(other.status).toBe(403);
    expect(await errorOf(other)).toEqual({ code: "forbidden", reason: "not_holder", message: CONTENT_MESSAGES.notHolder });
    expect((await open(stored.ipfsHash, people.admin.cookie)).status).toBe(403);
    expect((await t.request(`/ipfs/${stored.ipfsHash}`)).status).toBe(404);

    // Made public by its area, the gateway serves it to everyone.
    await setFileAccess(t.db, { cids: [stored.ipfsHash], rule: "public", by: people.partner.id });
    expect((await t.request(`/ipfs/${stored.ipfsHash}`)).status).toBe(200);
  });

  it("lets the area's reviewer (an admin) open a waiting file exactly as stored, recording no delivery", async () => {
    const stored = (await (await storePoster(people.partner.cookie, poster("deposit"))).json()) as StoredFile;
    await setFileAccess(t.db, { cids: [stored.ipfsHash], rule: "scratch_guests", by: people.partner.id });
    expect((await open(stored.ipfsHash, people.admin.cookie)).status).toBe(403);
    waiting.add(stored.ipfsHash);
    const examined = await open(stored.ipfsHash, people.admin.cookie);
    expect(examined.status).toBe(200);
    expect(Buffer.from(await examined.arrayBuffer()).equals(poster("deposit"))).toBe(true);
    expect(await t.db.select().from(contentDeliveries).where(eq(contentDeliveries.cid, stored.ipfsHash))).toEqual([]);
    expect((await open(stored.ipfsHash, people.other.cookie)).status).toBe(403);
  });

  it("refuses a rule no area registered, and changes nothing", async () => {
    const stored = (await (await storePoster(people.partner.cookie, poster("unknown rule"))).json()) as StoredFile;
    await expect(setFileAccess(t.db, { cids: [stored.ipfsHash], rule: "ticket_holders", by: people.partner.id })).rejects.toMatchObject({
      code: "bad_request",
      reason: "access_rule_unknown",
      message: CONTENT_MESSAGES.accessRuleUnknown("ticket_holders"),
    });
    const [row] = await t.db.select().from(storedFiles).where(eq(storedFiles.cid, stored.ipfsHash));
    expect(row?.access).toBe("owner");
  });

  it("opens a file whose rule is no longer registered to whoever stored it only", async () => {
    const stored = (await (await storePoster(people.partner.cookie, poster("retired rule"))).json()) as StoredFile;
    await t.db.update(storedFiles).set({ access: "retired_rule" }).where(eq(storedFiles.cid, stored.ipfsHash));
    expect((await open(stored.ipfsHash, people.partner.cookie)).status).toBe(200);
    expect((await open(stored.ipfsHash, people.guest.cookie)).status).toBe(403);
    expect((await t.request(`/ipfs/${stored.ipfsHash}`)).status).toBe(404);
  });
});

describe("mayOpenContent (another module asking, a play's count say)", () => {
  const mayOpen = (cid: string, user: SessionUser | null) => mayOpenContent(t.deps, cid, user);

  it("answers as opening the file would: its storer and a reader its fact holds for, nobody else", async () => {
    const stored = (await (await storePoster(people.partner.cookie, poster("asked"))).json()) as StoredFile;
    const cid = stored.ipfsHash;
    expect([await mayOpen(cid, people.partner.user), await mayOpen(cid, people.guest.user), await mayOpen(cid, null)]).toEqual([
      true,
      false,
      false,
    ]);
    await setFileAccess(t.db, { cids: [cid], rule: "scratch_guests", by: people.partner.id });
    const answers = await Promise.all([people.partner, people.guest, people.other, people.admin].map((p) => mayOpen(cid, p.user)));
    expect(answers).toEqual([true, true, false, false]);
    expect(await mayOpen(cid, null)).toBe(false);
    // A visitor may open a public file, as anyone may; nobody a file never stored.
    await setFileAccess(t.db, { cids: [cid], rule: "public", by: people.partner.id });
    expect([await mayOpen(cid, null), await mayOpen(cid, people.other.user)]).toEqual([true, true]);
    const unknown = "bafkreigh2akiscaildcqabsyg3dfr6chu3fgpregiymsck7e7aqa4s52zy";
    expect([await mayOpen(unknown, null), await mayOpen(unknown, people.partner.user)]).toEqual([false, false]);
  });

  it("throws when an area could not say, rather than answering no", async () => {
    const stored = (await (await storePoster(people.partner.cookie, poster("unsure"))).json()) as StoredFile;
    await setFileAccess(t.db, { cids: [stored.ipfsHash], rule: "scratch_guests", by: people.partner.id });
    const down = new AppError("unavailable", "The guest list cannot be read now.");
    // An error that merely carries a refusal's code is no refusal either.
    const lookalike = Object.assign(new Error("guest list crashed"), { code: "forbidden" });
    for (const failure of [down, lookalike]) {
      failing.set(stored.ipfsHash, failure);
      await expect(mayOpen(stored.ipfsHash, people.guest.user)).rejects.toBe(failure);
    }
    failing.delete(stored.ipfsHash);
    expect(await mayOpen(stored.ipfsHash, people.guest.user)).toBe(true);
  });
});
