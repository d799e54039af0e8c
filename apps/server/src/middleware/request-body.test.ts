import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REQUEST_ERROR, bodyTooLarge, type ApiErrorBody } from "@wbe3/domain";
import { createTestApp, type TestApp } from "../test/test-app.ts";
import { BODY_RULES, JSON_BODY_RULE } from "./request-body.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

async function refusal(res: Response): Promise<ApiErrorBody["error"] & { status: number }> {
  return { status: res.status, ...((await res.json()) as ApiErrorBody).error };
}

const postRaw = (path: string, body: string | ReadableStream<Uint8Array>, contentType = "application/json") =>
  t.request(path, { method: "POST", headers: { "content-type": contentType }, body, duplex: "half" });

const rpcRule = BODY_RULES.find((r) => r.prefix === "/api/rpc")?.rule;
const nul = { status: 400, code: "bad_request", reason: "bad_request", message: REQUEST_ERROR.nulCharacter };
const nulInJson = { ...nul, reason: "invalid_input" };
const signup = { email: "nul@example.com", password: "a long enough passphrase 1!", name: "Nul", role: "fan" };

describe("NUL characters", () => {
  it("are refused in path parameters and query values before they reach the database", async () => {
    expect(await refusal(await t.request("/api/artists/ab%00cd"))).toEqual(nul);
    expect(await refusal(await t.request("/api/marketplace?q=a%00b"))).toEqual(nul);
    expect(await refusal(await t.request("/ipfs/b%00"))).toEqual(nul);
  });

  it("are refused in any JSON string or key", async () => {
    expect(await refusal(await postRaw("/api/auth/signup", JSON.stringify({ ...signup, name: "Nu\u0000l" })))).toEqual(nulInJson);
    expect(await refusal(await postRaw("/api/auth/signup", JSON.stringify({ ...signup, "x\u0000": 1 })))).toEqual(nulInJson);
  });
});

describe("JSON bodies", () => {
  const deep = (depth: number) => "[".repeat(depth) + "]".repeat(depth);

  it("refuses deeply nested JSON-RPC params and deeply nested JSON anywhere", async () => {
    const rpc = `{"jsonrpc":"2.0","id":1,"method":"eth_call","params":${deep(100_000)}}`;
    const tooDeep = { status: 400, code: "bad_request", reason: "invalid_input", message: REQUEST_ERROR.jsonTooDeep };
    expect(await refusal(await postRaw("/api/rpc", rpc))).toEqual(tooDeep);
    expect(await refusal(await postRaw("/api/auth/login", deep(100_000)))).toEqual(tooDeep);
  });

  it("passes JSON-RPC calls nested as deep as real ones (eth_call with a state override)", async () => {
    const override = { "0x0000000000000000000000000000000000000001": { stateDiff: { ["0x" + "0".repeat(64)]: "0x" + "0".repeat(64) } } };
    const call = {
      jsonrpc: "2.0",
      id: 1,
      method: "eth_call",
      params: [{ to: "0x0000000000000000000000000000000000000001", data: "0x" }, "latest", override],
    };
    const res = await postRaw("/api/rpc", JSON.stringify([call]));
    expect(res.status).toBe(200);
  });

  it("answers invalid JSON with 400 in the error shape", async () => {
    expect(await refusal(await postRaw("/api/auth/login", "{nope"))).toEqual({
      status: 400,
      code: "bad_request",
      reason: "bad_request",
      message: REQUEST_ERROR.invalidJson,
    });
  });
});

describe("body limits", () => {
  const tooLarge = (maxBytes: number) => ({
    status: 413,
    code: "payload_too_large",
    reason: "payload_too_large",
    message: bodyTooLarge(maxBytes),
  });
  /** A body of `size` bytes with no declared length, produced as it is read. */
  function undeclared(size: number): ReadableStream<Uint8Array> {
    const chunk = new Uint8Array(64 * 1024).fill(0x20);
    let sent = 0;
    return new ReadableStream({
      pull(controller) {
        if (sent >= size) {
          controller.close();
          return;
        }
        sent += chunk.length;
        controller.enqueue(chunk);
      },
    });
  }

  it("refuses a JSON body over its limit, declared or not", async () => {
    const over = " ".repeat(JSON_BODY_RULE.maxBytes + 1);
    expect(await refusal(await postRaw("/api/auth/login", over))).toEqual(tooLarge(JSON_BODY_RULE.maxBytes));
    expect(await refusal(await postRaw("/api/auth/login", undeclared(JSON_BODY_RULE.maxBytes + 1)))).toEqual(
      tooLarge(JSON_BODY_RULE.maxBytes),
    );
  });

  it("holds the RPC proxy to its smaller limit", async () => {
    if (!rpcRule) throw new Error("no RPC body rule");
    expect(rpcRule.maxBytes).toBeLessThan(JSON_BODY_RULE.maxBytes);
    expect(await refusal(await postRaw("/api/rpc", undeclared(rpcRule.maxBytes + 1)))).toEqual(tooLarge(rpcRule.maxBytes));
  });

  it("lets a body within the limit through to its handler", async () => {
    const res = await postRaw("/api/auth/login", JSON.stringify({ email: "nobody@example.com", password: "x" }));
    expect(res.status).toBe(401);
  });
});
