import { openTestDatabase } from "@wbe3/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { textMatching } from "../../test/matchers.ts";
import { latestActivity, recordActivity } from "./service.ts";

let handle: Awaited<ReturnType<typeof openTestDatabase>>;

beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(() => handle.close());

describe("activity", () => {
  it("records typed actions and lists the newest first", async () => {
    await recordActivity(handle.db, "email_log_in", null, {});
    await recordActivity(handle.db, "upload_created", null, { uploadId: "u1", category: "music" });
    const entries = await latestActivity(handle.db, 10);
    expect(entries.map((entry) => entry.action)).toEqual(["upload_created", "email_log_in"]);
    expect(entries[0]).toMatchObject({ userId: null, createdAt: textMatching(/^\d{4}-\d\d-\d\dT/) });
  });

  it("accepts only the actions and details the domain declares (typecheck fails otherwise)", async () => {
    // @ts-expect-error: not an action of ActivityActions
    await recordActivity(handle.db, "made_up", null, {});
    // @ts-expect-error: upload_created needs its uploadId and category
    await recordActivity(handle.db, "upload_created", null, { role: "fan" });
    expect((await latestActivity(handle.db, 10)).length).toBe(4);
  });
});
