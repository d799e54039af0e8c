import { decodePDFRawStream, PDFArray, PDFDocument, type PDFRawStream } from "pdf-lib";
import decodeQR from "qr/decode.js";

const SCALE = 4;
const QUIET = 4;
// pdf-lib draws each filled square as: move to its corner (cm), then a closed path of side `s`, filled.
const SQUARE =
  /1 0 0 1 ([\d.]+) ([\d.]+) cm\s+1 0 0 1 0 0 cm\s+1 0 0 1 0 0 cm\s+0 0 m\s+0 ([\d.]+) l\s+[\d.]+ [\d.]+ l\s+[\d.]+ 0 l\s+h\s+f/g;

/**
 * Reads the QR code drawn on a PDF's pages back as a scanner would: the filled squares of the page
 * painted black on white, then decoded. Null when the document draws none.
 */
export async function qrTextOf(pdf: Uint8Array): Promise<string | null> {
  const doc = await PDFDocument.load(pdf);
  for (const page of doc.getPages()) {
    const contents = page.node.Contents();
    const streams = contents instanceof PDFArray ? contents.asArray().map((ref) => doc.context.lookup(ref)) : [contents];
    const text = streams.map((stream) => Buffer.from(decodePDFRawStream(stream as PDFRawStream).decode()).toString("latin1")).join("\n");
    const squares = [...text.matchAll(SQUARE)].map(([, x, y, side]) => ({ x: Number(x), y: Number(y), side: Number(side) }));
    if (squares.length === 0) continue;
    const cell = squares[0]?.side ?? 1;
    const left = Math.min(...squares.map((square) => square.x));
    const top = Math.max(...squares.map((square) => square.y));
    const cells = squares.map((square) => ({ col: Math.round((square.x - left) / cell), row: Math.round((top - square.y) / cell) }));
    const size = Math.max(...cells.map((each) => Math.max(each.col, each.row))) + 1 + 2 * QUIET;
    const width = size * SCALE;
    const data = new Uint8ClampedArray(width * width * 4).fill(255);
    for (const { col, row } of cells) {
      for (let dy = 0; dy < SCALE; dy++) {
        for (let dx = 0; dx < SCALE; dx++) {
          const offset = (((row + QUIET) * SCALE + dy) * width + (col + QUIET) * SCALE + dx) * 4;
          data.fill(0, offset, offset + 3);
        }
      }
    }
    return decodeQR({ width, height: width, data });
  }
  return null;
}
