import { PDFDocument, StandardFonts, grayscale } from "pdf-lib";

const FONT_SIZE = 8;
const MARGIN = 18;

/**
 * The PDF with `line` drawn along the foot of every page. Deterministic for the same bytes and
 * line (the document's dates are left as they were), so two requests that race stamp the same
 * bytes. Throws when pdf-lib cannot read the file (encrypted, damaged, not a PDF, no pages).
 */
export async function stampPdf(original: Uint8Array, line: string): Promise<Uint8Array> {
  const doc = await PDFDocument.load(original, { updateMetadata: false });
  const pages = doc.getPages();
  if (pages.length === 0) throw new Error("The PDF has no pages.");
  const font = await doc.embedFont(StandardFonts.Helvetica);
  // Helvetica's encoding has the middle dot; anything it lacks (a non-Latin e-mail) is replaced.
  const text = line.replace(/[^\x20-\x7e\u00b7]/g, "?");
  for (const page of pages) {
    const box = page.getCropBox();
    const width = font.widthOfTextAtSize(text, FONT_SIZE);
    const size = Math.min(FONT_SIZE, (FONT_SIZE * Math.max(box.width - 2 * MARGIN, 1)) / width);
    page.drawText(text, { x: box.x + MARGIN, y: box.y + MARGIN / 2, size, font, color: grayscale(0.35) });
  }
  return doc.save();
}
