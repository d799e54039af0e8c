import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import { contentDeliveries, storedFiles } from "@wbe3/db";
import { CONTENT_MESSAGES, registerContentArea, type ApiErrorBody, type StoredFile } from "@wbe3/domain";
import { signInWithWallet } from "../../test/auth-helpers.ts";
import { formWith, PNG_1X1 } from "../../test/file-fixtures.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { setFileAccess } from "../files/service.ts";
import { registerAccessFacts } from "./service.ts";

// Decision 0026: an area nobody in content, files or uploads knows declares a storage kind (posters,
// stored by partners), a rule (its guests open the file; admins examine a waiting one) and a fact
// provider, and the seam does the rest: private from the first byte, open to its fact, 403 to others.
const guests = new Set<string>();
const waiting = new Set<string>();

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
  supply: (_, { reader, file }) =>
    Promise.resolve({
      holds: [
        ...(guests.has(reader.id) ? ["scratch_on_list"] : []),
        ...(reader.role === "admin" && waiting.has(file.cid) ? ["scratch_examines"] : []),
      ],
    }),
});

let t: TestApp;
const people = {
  partner: { cookie: "", id: "" },
  guest: { cookie: "", id: "" },
  other: { cookie: "", id: "" },
  admin: { cookie: "", id: "" },
};
const admin = privateKeyToAccount(generatePrivateKey());

beforeAll(async () => {
  t = await createTestApp({ seed: false, env: { ADMIN_WALLETS: admin.address } });
  const signIn = async (role: "partner" | "fan" | "artist", account = privateKeyToAccount(generatePrivateKey())) => {
    const { cookie, body } = await signInWithWallet(t, account, role);
    return { cookie, id: body.user?.id ?? "" };
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
