import { PDFDocument, StandardFonts } from "pdf-lib";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

/** A small real PDF (two pages by default) whose bytes, and so CID, are unique to `label`. */
export async function makePdf(label: string, pages = 2): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let n = 1; n <= pages; n += 1) {
    doc.addPage([300, 400]).drawText(`${label}, page ${n}`, { x: 30, y: 350, size: 12, font });
  }
  return Buffer.from(await doc.save());
}

/** The text of each page, as a PDF text extractor reads it. */
export async function pdfPageTexts(bytes: Uint8Array): Promise<string[]> {
  const doc = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false, verbosity: 0 }).promise;
  const texts: string[] = [];
  for (let n = 1; n <= doc.numPages; n += 1) {
    const content = await (await doc.getPage(n)).getTextContent();
    texts.push(content.items.map((item) => ("str" in item ? item.str : "")).join(""));
  }
  await doc.destroy();
  return texts;
}
