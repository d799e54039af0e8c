import { once } from "node:events";
import net from "node:net";
import { Writable } from "node:stream";
import busboy from "busboy";
import { describe, expect, it } from "vitest";
import { createLogger } from "./logger.ts";
import { isRequestStreamError, safetyNet } from "./safety-net.ts";

/** The error busboy raises for a body that ends inside the file part. */
async function truncatedFormError(): Promise<unknown> {
  const parser = busboy({ headers: { "content-type": "multipart/form-data; boundary=b" } });
  parser.on("file", (_name, stream) => {
    stream.on("error", () => undefined);
    stream.resume();
  });
  const failed = once(parser, "error").then(([err]: unknown[]) => err);
  parser.end(Buffer.from('--b\r\nContent-Disposition: form-data; name="file"; filename="a.wav"\r\n\r\nRIFF'));
  return failed;
}

/** A real connection reset by its peer. */
async function connectionResetError(): Promise<unknown> {
  const server = net.createServer((socket) => socket.resetAndDestroy());
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  const client = net.connect(port, "127.0.0.1");
  const [err] = (await once(client, "error").catch((e: unknown) => [e])) as unknown[];
  server.close();
  return err;
}

function capture() {
  const lines: { level: number; msg: string }[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as { level: number; msg: string });
      done();
    },
  });
  const exits: number[] = [];
  return { net: safetyNet(createLogger("info", destination), (code) => exits.push(code)), lines, exits };
}

describe("the process safety net", () => {
  it("recognises a request stream's errors: a cut-off form, a reset connection", async () => {
    expect(isRequestStreamError(await truncatedFormError())).toBe(true);
    expect(isRequestStreamError(await connectionResetError())).toBe(true);
  });

  it("does not take a bug for a stream error", () => {
    expect(isRequestStreamError(new TypeError("Cannot read properties of undefined"))).toBe(false);
    expect(isRequestStreamError(new RangeError("Maximum call stack size exceeded"))).toBe(false);
    expect(isRequestStreamError("a string")).toBe(false);
  });

  it("logs a stream error and keeps serving; logs a bug as fatal and exits", async () => {
    const { net: handlers, lines, exits } = capture();
    handlers.uncaughtException(await truncatedFormError());
    expect(exits).toEqual([]);
    expect(lines.at(-1)?.level).toBe(40);
    handlers.unhandledRejection(new TypeError("x is not a function"));
    expect(exits).toEqual([1]);
    expect(lines.at(-1)?.level).toBe(60);
  });
});
