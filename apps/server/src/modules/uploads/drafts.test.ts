import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { HDAccount } from "viem";
import { eq } from "drizzle-orm";
import { devAccounts } from "@wbe3/contracts";
import { uploadDrafts, uploads } from "@wbe3/db";
import {
  COVER_MUST_BE_IMAGE,
  DRAFT_ALREADY_GONE,
  FILE_NOT_UPLOADED_BY_YOU,
  FILL_ALL_REQUIRED_FIELDS,
  INVALID_ID,
  MINT_CART_FULL,
  MINT_CART_MAX_DRAFTS,
  UPLOAD_FILE_AGAIN,
  type StoredFile,
  type UploadDraft,
  type UploadRecord,
} from "@wbe3/domain";
import { signInWithWallet } from "../../test/auth-helpers.ts";
import { apiCaller, errorOf } from "../../test/api-call.ts";
import { PDF_BYTES, PNG_1X1, wavBytes } from "../../test/file-fixtures.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { uploadSteps } from "./upload-steps.ts";

// Accounts of this file alone: 100 and 101 are artists with mint carts, 102 fills its cart to the
// limit, 103 is a fan. No chain writes: drafts live in the database only.
const ACCOUNTS = devAccounts(105);
const account = (index: 100 | 101 | 102 | 103) => ACCOUNTS[index] as HDAccount;

let t: TestApp;
let steps: ReturnType<typeof uploadSteps>;
const call = apiCaller(() => t);
beforeAll(async () => {
  t = await createTestApp();
  steps = uploadSteps(t);
});
afterAll(() => t.close());

/** A fresh session of an artist with a profile (publishing needs one). */
async function artist(index: 100 | 101 | 102, username: string): Promise<string> {
  const { cookie } = await signInWithWallet(t, account(index), "artist");
  await steps.profile(cookie, { username, name: `Drafts ${username}` });
  return cookie;
}

// Each WAV length gives other bytes, so another CID: files of one test are not another's.
let samples = 5000;
const track = (cookie: string, name = "take.wav"): Promise<StoredFile> => steps.storeFile(cookie, wavBytes(samples++), name, "music");

const fieldsOf = (title: string, extra: Record<string, unknown> = {}) => ({ category: "music", title, price: "2.5", ...extra });

async function addDraft(cookie: string, body: Record<string, unknown>) {
  return call(cookie, "POST", "/api/studio/drafts", body);
}

async function draftsOf(cookie: string): Promise<UploadDraft[]> {
  const answer = await call(cookie, "GET", "/api/studio/drafts");
  expect(answer.status).toBe(200);
  return (answer.body as { drafts: UploadDraft[] }).drafts;
}

async function clearCart(cookie: string): Promise<void> {
  for (const draft of await draftsOf(cookie)) await call(cookie, "DELETE", `/api/studio/drafts/${draft.id}`);
}

describe("the studio mint cart kept on the server", () => {
  it("adds checked drafts and lists them oldest first, with the fields as the form checked them", async () => {
    const cookie = await artist(100, "drafts.lumen");
    await clearCart(cookie);
    const first = await track(cookie, "first.wav");
    const cover = await steps.storeFile(cookie, PNG_1X1, "cover.png", "art");
    const added = await addDraft(cookie, {
      fields: fieldsOf("  First take ", { tags: "soul, live, soul", royalty: "12", nftType: "ERC1155", editions: "3" }),
      fileCid: first.ipfsHash,
      fileName: "first.wav",
      imageCid: cover.ipfsHash,
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    const { draft } = added.body as { draft: UploadDraft };
    expect(draft).toEqual({
      id: expect.any(String) as string,
      fields: {
        category: "music",
        title: "First take",
        description: "",
        tags: ["soul", "live"],
        price: "2.5",
        royalty: 12,
        mintAsNFT: true,
        nftType: "ERC1155",
        isPublic: true,
        fileAccess: "public",
        editions: 3,
        splits: [],
      },
      fileCid: first.ipfsHash,
      fileName: "first.wav",
      fileUrl: `/api/content/${first.ipfsHash}`,
      imageCid: cover.ipfsHash,
      createdAt: expect.any(String) as string,
    });
    const second = await track(cookie, "second.wav");
    const secondAnswer = await addDraft(cookie, { fields: fieldsOf("Second take"), fileCid: second.ipfsHash, fileName: "second.wav" });
    expect(secondAnswer.status).toBe(201);
    // A reload asks again: both are there, in the order they were added.
    expect((await draftsOf(cookie)).map((each) => each.fields.title)).toEqual(["First take", "Second take"]);
  });

  it("refuses bad fields with the form's messages and stores nothing", async () => {
    const cookie = await artist(100, "drafts.lumen");
    await clearCart(cookie);
    const file = await track(cookie);
    const refusals: [Record<string, unknown>, string][] = [
      [fieldsOf(""), FILL_ALL_REQUIRED_FIELDS],
      [{ category: "music", title: "No price" }, FILL_ALL_REQUIRED_FIELDS],
      [fieldsOf("Bad price", { price: "1.234" }), "Price must be a number of WBE3 with at most two decimals."],
      [fieldsOf("Big royalty", { royalty: 51 }), "Royalty must be between 0 and 50 %."],
      [fieldsOf("x".repeat(121)), "Title must be at most 120 characters."],
    ];
    for (const [fields, message] of refusals) {
      const answer = await addDraft(cookie, { fields, fileCid: file.ipfsHash, fileName: "take.wav" });
      expect(answer.status, JSON.stringify(fields)).toBe(400);
      expect(errorOf(answer)).toMatchObject({ code: "bad_request", message });
    }
    const noFile = await addDraft(cookie, { fields: fieldsOf("No file"), fileName: "take.wav" });
    expect(errorOf(noFile)).toMatchObject({ code: "bad_request", message: FILL_ALL_REQUIRED_FIELDS });
    expect(await draftsOf(cookie)).toEqual([]);
  });

  it("checks the file at add time: its category, its cover, and that this artist sent it", async () => {
    const cookie = await artist(100, "drafts.lumen");
    const otherCookie = await artist(101, "drafts.other");
    await clearCart(cookie);
    const book = await steps.storeFile(cookie, PDF_BYTES, "book.pdf", "books");
    const wrongCategory = await addDraft(cookie, { fields: fieldsOf("A book as music"), fileCid: book.ipfsHash, fileName: "book.pdf" });
    expect(wrongCategory.status).toBe(400);
    expect(errorOf(wrongCategory)).toMatchObject({ code: "bad_request", message: UPLOAD_FILE_AGAIN });

    const own = await track(cookie);
    const notAnImage = await addDraft(cookie, {
      fields: fieldsOf("Cover is a track"),
      fileCid: own.ipfsHash,
      fileName: "take.wav",
      imageCid: own.ipfsHash,
    });
    expect(errorOf(notAnImage)).toMatchObject({ code: "bad_request", message: COVER_MUST_BE_IMAGE });

    // The other artist's track: its CID is public, but this artist never sent its bytes.
    const theirs = await track(otherCookie, "theirs.wav");
    const stolen = await addDraft(cookie, { fields: fieldsOf("Not mine"), fileCid: theirs.ipfsHash, fileName: "theirs.wav" });
    expect(stolen.status).toBe(403);
    expect(errorOf(stolen)).toMatchObject({ code: "forbidden", message: FILE_NOT_UPLOADED_BY_YOU });

    const unknown = await addDraft(cookie, { fields: fieldsOf("Unknown"), fileCid: `b${"a".repeat(58)}`, fileName: "x.wav" });
    expect(errorOf(unknown)).toMatchObject({ code: "bad_request", message: UPLOAD_FILE_AGAIN });
    expect(await draftsOf(cookie)).toEqual([]);
  });

  it("keeps each artist's cart to themselves; deleting twice, or someone else's draft, answers the same", async () => {
    const cookie = await artist(100, "drafts.lumen");
    const otherCookie = await artist(101, "drafts.other");
    await clearCart(cookie);
    await clearCart(otherCookie);
    const mine = await track(cookie);
    const { draft } = (await addDraft(cookie, { fields: fieldsOf("Mine only"), fileCid: mine.ipfsHash, fileName: "take.wav" })).body as {
      draft: UploadDraft;
    };
    expect(await draftsOf(otherCookie)).toEqual([]);

    const theirDelete = await call(otherCookie, "DELETE", `/api/studio/drafts/${draft.id}`);
    expect(theirDelete).toEqual({ status: 200, body: { drafts: [] } });
    expect((await draftsOf(cookie)).map((each) => each.id)).toEqual([draft.id]);

    const first = await call(cookie, "DELETE", `/api/studio/drafts/${draft.id}`);
    const again = await call(cookie, "DELETE", `/api/studio/drafts/${draft.id}`);
    expect(first).toEqual({ status: 200, body: { drafts: [] } });
    expect(again).toEqual(first);

    const badId = await call(cookie, "DELETE", "/api/studio/drafts/not-an-id");
    expect(errorOf(badId)).toMatchObject({ code: "bad_request", message: INVALID_ID });
  });

  it("holds at most 50 drafts, even when the last ones are added at once", async () => {
    const cookie = await artist(102, "drafts.full");
    await clearCart(cookie);
    const file = await track(cookie);
    const body = { fields: fieldsOf("One of many"), fileCid: file.ipfsHash, fileName: "take.wav" };
    for (let i = 0; i < MINT_CART_MAX_DRAFTS - 2; i++) expect((await addDraft(cookie, body)).status).toBe(201);
    const burst = await Promise.all([0, 1, 2, 3].map(() => addDraft(cookie, body)));
    expect(burst.map((answer) => answer.status).sort()).toEqual([201, 201, 409, 409]);
    const refused = burst.find((answer) => answer.status === 409);
    expect(refused && errorOf(refused)).toMatchObject({ code: "conflict", message: MINT_CART_FULL(MINT_CART_MAX_DRAFTS) });
    expect(await draftsOf(cookie)).toHaveLength(MINT_CART_MAX_DRAFTS);
    await clearCart(cookie);
  });

  it("publishing with the draft's id creates the upload and deletes the draft; a second time is refused", async () => {
    const cookie = await artist(100, "drafts.lumen");
    await clearCart(cookie);
    const file = await track(cookie);
    const { draft } = (await addDraft(cookie, { fields: fieldsOf("Publish me"), fileCid: file.ipfsHash, fileName: "take.wav" })).body as {
      draft: UploadDraft;
    };
    const publish = () => call(cookie, "POST", "/api/uploads", { ...fieldsOf("Publish me"), fileCid: file.ipfsHash, draftId: draft.id });
    const published = await publish();
    expect(published.status, JSON.stringify(published.body)).toBe(201);
    expect((published.body as { upload: UploadRecord }).upload).toMatchObject({ title: "Publish me", price: "2500000000000000000" });
    expect(await draftsOf(cookie)).toEqual([]);

    const again = await publish();
    expect(again.status).toBe(409);
    expect(errorOf(again)).toMatchObject({ code: "conflict", message: DRAFT_ALREADY_GONE });
    expect(await t.db.select().from(uploads).where(eq(uploads.title, "Publish me"))).toHaveLength(1);
  });

  it("a draft published twice at once becomes one upload", async () => {
    const cookie = await artist(100, "drafts.lumen");
    await clearCart(cookie);
    const file = await track(cookie);
    const { draft } = (await addDraft(cookie, { fields: fieldsOf("Twice at once"), fileCid: file.ipfsHash, fileName: "take.wav" }))
      .body as {
      draft: UploadDraft;
    };
    const body = { ...fieldsOf("Twice at once"), fileCid: file.ipfsHash, draftId: draft.id };
    const answers = await Promise.all([0, 1, 2].map(() => call(cookie, "POST", "/api/uploads", body)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409]);
    expect(await t.db.select().from(uploads).where(eq(uploads.title, "Twice at once"))).toHaveLength(1);
    expect(await t.db.select().from(uploadDrafts).where(eq(uploadDrafts.id, draft.id))).toEqual([]);
  });

  it("someone else's draft cannot be published away", async () => {
    const cookie = await artist(100, "drafts.lumen");
    const otherCookie = await artist(101, "drafts.other");
    await clearCart(cookie);
    const file = await track(cookie);
    const { draft } = (await addDraft(cookie, { fields: fieldsOf("Not theirs"), fileCid: file.ipfsHash, fileName: "take.wav" })).body as {
      draft: UploadDraft;
    };
    const theirFile = await track(otherCookie);
    const answer = await call(otherCookie, "POST", "/api/uploads", {
      ...fieldsOf("Hijack"),
      fileCid: theirFile.ipfsHash,
      draftId: draft.id,
    });
    expect(answer.status).toBe(409);
    expect(errorOf(answer)).toMatchObject({ code: "conflict", message: DRAFT_ALREADY_GONE });
    expect(await t.db.select().from(uploads).where(eq(uploads.title, "Hijack"))).toEqual([]);
    expect(await t.db.select().from(uploadDrafts).where(eq(uploadDrafts.id, draft.id))).toHaveLength(1);
  });

  it("is for artists only", async () => {
    const { cookie } = await signInWithWallet(t, account(103), "fan");
    expect((await call(cookie, "GET", "/api/studio/drafts")).status).toBe(403);
    expect((await call(null, "GET", "/api/studio/drafts")).status).toBe(401);
  });
});
