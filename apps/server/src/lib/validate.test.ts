import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { handleError } from "../middleware/errors.ts";
import { validate } from "./validate.ts";
import type { AppEnv } from "../app-env.ts";

const app = new Hono<AppEnv>()
  .post("/", validate("json", z.object({ email: z.string().min(1, "Please fill in all fields"), age: z.number() })), (c) => c.json(c.req.valid("json")))
  .onError(handleError);

async function messageFor(body: unknown): Promise<string> {
  const res = await app.request("/", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
  expect(res.status).toBe(400);
  return ((await res.json()) as { error: { message: string } }).error.message;
}

describe("validate", () => {
  it("shows our own messages as they are", async () => {
    expect(await messageFor({ email: "", age: 1 })).toBe("Please fill in all fields");
  });

  it("names the field when zod's default message is all there is", async () => {
    expect(await messageFor({ email: "a", age: "x" })).toMatch(/^age: Invalid input/);
  });
});
