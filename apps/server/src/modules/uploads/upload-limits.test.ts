import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { HDAccount } from "viem";
import { eq } from "drizzle-orm";
import { devAccounts } from "@wbe3/contracts";
import { uploads } from "@wbe3/db";
import { TIER_BENEFITS, TIER_MESSAGES, type UploadRecord } from "@wbe3/domain";
import { apiCaller, errorOf } from "../../test/api-call.ts";
import { signInWithWallet } from "../../test/auth-helpers.ts";
import { wavBytes } from "../../test/file-fixtures.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { uploadSteps } from "./upload-steps.ts";

// Accounts of this file alone: 90 is an artist without a membership, then on the free trial.
const artistAccount = devAccounts(95)[90] as HDAccount;

let t: TestApp;
let steps: ReturnType<typeof uploadSteps>;
let cookie: string;
let fileCid: string;
const call = apiCaller(() => t);

beforeAll(async () => {
  t = await createTestApp();
  steps = uploadSteps(t);
  cookie = (await signInWithWallet(t, artistAccount, "artist")).cookie;
  await steps.profile(cookie, { username: "limits.uploader", name: "Limits Uploader" });
  fileCid = (await steps.storeFile(cookie, wavBytes(517), "limits.wav", "music")).ipfsHash;
});
afterAll(() => t.close());

const upload = (title: string) => call(cookie, "POST", "/api/uploads", { category: "music", title, price: "1", fileCid });

const myUploads = async () => ((await call(cookie, "GET", "/api/uploads/mine")).body as { uploads: UploadRecord[] }).uploads;
const uploadCount = async () => (await myUploads()).length;

describe("uploads per month follow the tier", () => {
  it("refuses the upload beyond the allowance without a membership, and the trial raises it", async () => {
    const limit = TIER_BENEFITS.none.uploadsPerMonth ?? 0;
    for (let i = 1; i <= limit; i++) expect((await upload(`Allowed ${i}`)).status).toBe(201);

    // Two at once beyond the allowance: both refused, nothing created.
    const refused = await Promise.all([upload("One too many"), upload("One too many, again")]);
    for (const answer of refused) {
      expect(answer.status).toBe(403);
      expect(errorOf(answer)).toMatchObject({ code: "forbidden", message: TIER_MESSAGES.uploadsLimit(limit) });
    }
    expect(await uploadCount()).toBe(limit);

    expect((await call(cookie, "POST", "/api/tiers/subscriptions", { tier: "trial" })).status).toBe(201);
    expect((await upload("On the trial")).status).toBe(201);
    expect(await uploadCount()).toBe(limit + 1);
  });

  it("counts only this UTC calendar month's uploads", async () => {
    const lastMonth = new Date();
    lastMonth.setUTCDate(0);
    // Moving every upload to last month frees this month's allowance.
    for (const each of await myUploads()) await t.deps.db.update(uploads).set({ createdAt: lastMonth }).where(eq(uploads.id, each.id));
    const trialLimit = TIER_BENEFITS.trial.uploadsPerMonth ?? 0;
    const answers = await Promise.all(Array.from({ length: trialLimit + 2 }, (_, i) => upload(`New month ${i}`)));
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(trialLimit);
    for (const answer of answers.filter((each) => each.status !== 201)) {
      expect(errorOf(answer)).toMatchObject({ code: "forbidden", message: TIER_MESSAGES.uploadsLimit(trialLimit) });
    }
  });
});
