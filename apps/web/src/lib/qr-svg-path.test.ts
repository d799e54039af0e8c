import { describe, expect, it } from "vitest";
import decodeQR from "qr/decode.js";
import { encodeCheckInCode } from "@wbe3/domain";
import { qrSvgPath } from "./qr-svg-path";

const SCALE = 6;

/** Paints the path's squares into an RGBA image, as a screen would show them, black on white. */
function rasterize({ size, path }: { size: number; path: string }) {
  const width = size * SCALE;
  const data = new Uint8ClampedArray(width * width * 4).fill(255);
  for (const [, x, y] of path.matchAll(/M(\d+) (\d+)h1v1h-1z/g)) {
    for (let dy = 0; dy < SCALE; dy++) {
      for (let dx = 0; dx < SCALE; dx++) {
        const offset = ((Number(y) * SCALE + dy) * width + Number(x) * SCALE + dx) * 4;
        data.fill(0, offset, offset + 3);
      }
    }
  }
  return { width, height: width, data };
}

describe("qrSvgPath", () => {
  it.each([
    ["a WalletConnect pairing URI", `wc:${"7f".repeat(32)}@2?relay-protocol=irn&symKey=${"a1".repeat(32)}&expiryTimestamp=1790000000`],
    [
      "a ticket's door code",
      encodeCheckInCode({
        show: "3f2b8c1e-5d4a-4e7b-9c0d-1a2b3c4d5e6f",
        tokenId: 12n,
        holder: `0x${"ab".repeat(20)}`,
        issuedAt: 1790000000,
        signature: `0x${"cd".repeat(65)}`,
      }),
    ],
  ])("draws %s as a code a scanner reads back", (_, text) => {
    const drawn = qrSvgPath(text);
    expect(drawn.path).toMatch(/^(M\d+ \d+h1v1h-1z)+$/);
    expect(decodeQR(rasterize(drawn))).toBe(text);
  });

  it("keeps a blank quiet zone of four modules around the code", () => {
    const { size, path } = qrSvgPath("wc:short");
    const coordinates = [...path.matchAll(/M(\d+) (\d+)/g)].flatMap(([, x, y]) => [Number(x), Number(y)]);
    expect(Math.min(...coordinates)).toBe(4);
    expect(Math.max(...coordinates)).toBe(size - 5);
  });
});
