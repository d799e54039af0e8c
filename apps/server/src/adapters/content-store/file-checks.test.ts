import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { AppError, fileContentMismatch } from "@wbe3/domain";
import { PNG_1X1 } from "../../test/file-fixtures.ts";
import { verifyContentType } from "./file-checks.ts";

// Plain text has no magic bytes: a .txt is taken only as UTF-8 without NUL bytes, or a binary
// (or a file another program reads differently) could be served as text/plain.
const dir = mkdtempSync(path.join(tmpdir(), "wbe3-file-checks-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let count = 0;
function file(bytes: Buffer): string {
  const at = path.join(dir, `file-${count++}`);
  writeFileSync(at, bytes);
  return at;
}

async function refusal(promise: Promise<unknown>): Promise<{ code: string; message: string } | null> {
  const err = await promise.then(
    () => null,
    (error: unknown) => error,
  );
  if (err === null) return null;
  if (!(err instanceof AppError)) throw new Error("expected a refusal", { cause: err });
  return { code: err.code, message: err.message };
}

const notText = { code: "unsupported_media_type", message: fileContentMismatch("txt") };
const SAMPLE = 1024 * 1024;

describe("a .txt file", () => {
  it("is text/plain when its bytes are UTF-8 without NUL", async () => {
    expect(await verifyContentType(file(Buffer.from("Chapter one.\nÉtoile — ☆\n")), "txt")).toBe("text/plain; charset=utf-8");
  });

  it("is refused with a NUL byte anywhere in the sample, though the rest is valid UTF-8", async () => {
    expect(await refusal(verifyContentType(file(Buffer.from("Chapter one.\0 hidden\n")), "txt"))).toEqual(notText);
    expect(await refusal(verifyContentType(file(Buffer.concat([Buffer.alloc(SAMPLE - 1, 0x61), Buffer.from([0])])), "txt"))).toEqual(
      notText,
    );
  });

  it("is refused when its bytes are not UTF-8, or are another type's", async () => {
    expect(await refusal(verifyContentType(file(Buffer.from([0x66, 0x6f, 0xff, 0xfe, 0x6f])), "txt"))).toEqual(notText);
    expect(await refusal(verifyContentType(file(PNG_1X1), "txt"))).toEqual(notText);
  });

  it("is read no further than the sample: a multi-byte character cut at its end is fine", async () => {
    // "é" is two bytes; the sample ends after its first one.
    const cut = Buffer.concat([Buffer.alloc(SAMPLE - 1, 0x61), Buffer.from("é"), Buffer.from("tail")]);
    expect(await verifyContentType(file(cut), "txt")).toBe("text/plain; charset=utf-8");
    // The same cut at the very end of a file is a broken character.
    expect(await refusal(verifyContentType(file(Buffer.concat([Buffer.from("tail"), Buffer.from("é").subarray(0, 1)])), "txt"))).toEqual(
      notText,
    );
  });
});

describe("another extension", () => {
  it("is taken with the type its magic bytes say when they say that extension, refused otherwise", async () => {
    expect(await verifyContentType(file(PNG_1X1), "png")).toBe("image/png");
    expect(await refusal(verifyContentType(file(PNG_1X1), "jpg"))).toEqual({
      code: "unsupported_media_type",
      message: fileContentMismatch("jpg"),
    });
    expect(await refusal(verifyContentType(file(Buffer.from("just text")), "png"))).toEqual({
      code: "unsupported_media_type",
      message: fileContentMismatch("png"),
    });
  });
});
