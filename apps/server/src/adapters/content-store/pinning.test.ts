import { readFileSync, writeFileSync, mkdtempSync, rmSync } from "node:fs";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { kuboPinning } from "./pinning.ts";

// A recorded answer of Kubo's `ipfs add --cid-version=1` for the bytes "hello world".
const RECORDED = readFileSync(path.join(import.meta.dirname, "__fixtures__/kubo-add-hello-world.ndjson"), "utf8");
const HELLO_CID = "bafkreifzjut3te2nhyekklss27nh3k72ysco7y32koao5eei66wof36n5e";

let server: Server;
let apiUrl: string;
let answer: { status: number; body: string } = { status: 200, body: RECORDED };
const seen: { url: string; body: string }[] = [];
const dir = mkdtempSync(path.join(tmpdir(), "wbe3-pin-"));
const file = path.join(dir, "hello.txt");

async function bodyOf(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

beforeAll(async () => {
  writeFileSync(file, "hello world");
  server = createServer((req, res) => {
    void bodyOf(req).then((body) => {
      seen.push({ url: req.url ?? "", body });
      res.writeHead(answer.status, { "content-type": "application/json" }).end(answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

describe("Kubo pinning client", () => {
  it("adds with our CID settings and accepts the matching CID", async () => {
    answer = { status: 200, body: RECORDED };
    await kuboPinning(apiUrl).pin(HELLO_CID, file);
    const request = seen.at(-1);
    expect(request?.url).toMatch(/^\/api\/v0\/add\?/);
    const query = new URLSearchParams(request?.url.split("?")[1]);
    expect(Object.fromEntries(query)).toMatchObject({ "cid-version": "1", "raw-leaves": "true", chunker: "size-262144", pin: "true" });
    expect(request?.body).toContain("hello world");
  });

  it("refuses a different CID from the node", async () => {
    answer = { status: 200, body: RECORDED.replaceAll(HELLO_CID, "bafkreiaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa") };
    await expect(kuboPinning(apiUrl).pin(HELLO_CID, file)).rejects.toThrow(/instead of/);
  });

  it("reports an unavailable node as such", async () => {
    answer = { status: 500, body: '{"Message":"boom"}' };
    await expect(kuboPinning(apiUrl).pin(HELLO_CID, file)).rejects.toMatchObject({ code: "unavailable" });
    await expect(kuboPinning("http://127.0.0.1:9").pin(HELLO_CID, file)).rejects.toMatchObject({ code: "unavailable" });
  });
});
