import { crc32, deflateSync } from "node:zlib";

type Rgb = readonly [number, number, number];

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** The smallest PNG encoder that serves: 8-bit RGB, no filtering, one IDAT. */
export function encodePng(width: number, height: number, pixel: (x: number, y: number) => Rgb): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // colour type RGB
  const rows = Buffer.alloc(height * (1 + width * 3));
  for (let y = 0; y < height; y++) {
    const start = y * (1 + width * 3);
    rows[start] = 0; // filter: none
    for (let x = 0; x < width; x++) {
      const [r, g, b] = pixel(x, y);
      rows.writeUInt8(r, start + 1 + x * 3);
      rows.writeUInt8(g, start + 2 + x * 3);
      rows.writeUInt8(b, start + 3 + x * 3);
    }
  }
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk("IHDR", header), chunk("IDAT", deflateSync(rows, { level: 9 })), chunk("IEND", Buffer.alloc(0))]);
}

const lerp = (a: number, b: number, k: number) => Math.round(a + (b - a) * k);
const mix = (a: Rgb, b: Rgb, k: number): Rgb => [lerp(a[0], b[0], k), lerp(a[1], b[1], k), lerp(a[2], b[2], k)];

/**
 * A square cover: a diagonal gradient from `from` to `to` with a record's grooves in the middle
 * (a light disc with rings), the same bytes for the same colours.
 */
export function coverPng(from: Rgb, to: Rgb, size = 256): Buffer {
  const centre = size / 2;
  return encodePng(size, size, (x, y) => {
    const background = mix(from, to, (x + y) / (2 * size));
    const distance = Math.hypot(x - centre, y - centre) / centre;
    if (distance > 0.62) return background;
    if (distance < 0.12) return mix(to, [255, 255, 255], 0.6);
    const groove = Math.floor(distance * 40) % 2 === 0 ? 0.18 : 0.32;
    return mix([20, 16, 24], background, groove);
  });
}

/** A book's cover: the same gradient with a light page in the middle, lined like text. */
export function bookCoverPng(from: Rgb, to: Rgb, size = 256): Buffer {
  const [left, right, top, bottom] = [size * 0.28, size * 0.72, size * 0.2, size * 0.8];
  return encodePng(size, size, (x, y) => {
    const background = mix(from, to, (x + y) / (2 * size));
    if (x < left || x > right || y < top || y > bottom) return background;
    const line = y > top + 20 && y < bottom - 16 && Math.floor((y - top) / 8) % 2 === 0 && x > left + 12 && x < right - 12;
    return line ? mix([60, 50, 40], background, 0.25) : [250, 246, 236];
  });
}
