import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { handleError } from "../middleware/errors.ts";
import { validate } from "./validate.ts";
import type { AppEnv } from "../app-env.ts";

const schema = z.object({
  email: z.string().min(1, "Please fill in all fields"),
  age: z.number(),
  // A message of ours that reads like one of zod's: it must still pass untouched.
  nickname: z.string().max(3, "Too big: at most 3 letters").optional(),
  address: z.object({ city: z.string() }).optional(),
});
const app = new Hono<AppEnv>().post("/", validate("json", schema), (c) => c.json(c.req.valid("json"))).onError(handleError);

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

  it("tells our messages from zod's by where they come from, not by their text", async () => {
    expect(await messageFor({ email: "a", age: 1, nickname: "long" })).toBe("Too big: at most 3 letters");
    expect(await messageFor({ email: "a", age: 1, address: { city: 7 } })).toMatch(/^address\.city: Invalid input/);
  });
});
