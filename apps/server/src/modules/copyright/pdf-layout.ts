// A small top-to-bottom writer for the certificate and the filing package: headings, labelled
// fields, wrapped paragraphs and a QR code, on as many US Letter pages as the text needs.
import { PDFDocument, StandardFonts, grayscale, rgb, type PDFFont, type PDFPage } from "pdf-lib";
import { encodeQR } from "qr";

const PAGE = { width: 612, height: 792, margin: 54 } as const;
const LABEL_WIDTH = 150;
const QUIET_ZONE = 4;

/**
 * Helvetica's WinAnsi encoding covers Latin-1; anything beyond (another script, an emoji) cannot be
 * drawn with a standard font and is shown as "?" rather than failing the document.
 */
export const drawable = (text: string): string => text.replace(/[^\x20-\x7e\xa0-\xff]/g, "?");

export interface PdfWriter {
  doc: PDFDocument;
  heading(text: string, size?: number): void;
  paragraph(text: string, size?: number): void;
  field(label: string, value: string): void;
  steps(items: readonly string[]): void;
  gap(points?: number): void;
  /** A QR code of `text`, `size` points square, with a caption under it. */
  qr(text: string, size: number, caption: string): void;
  save(): Promise<Uint8Array>;
}

export async function pdfWriter(title: string): Promise<PdfWriter> {
  const doc = await PDFDocument.create();
  doc.setTitle(drawable(title));
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  let page: PDFPage = doc.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - PAGE.margin;

  const room = (needed: number) => {
    if (y - needed >= PAGE.margin) return;
    page = doc.addPage([PAGE.width, PAGE.height]);
    y = PAGE.height - PAGE.margin;
  };

  /** The text cut into lines no wider than `width`; a word longer than a line (a hash) is cut where it must be. */
  function lines(text: string, width: number, using: PDFFont, size: number): string[] {
    const fits = (line: string) => using.widthOfTextAtSize(line, size) <= width;
    const out: string[] = [];
    let line = "";
    for (const word of drawable(text).split(/\s+/).filter(Boolean)) {
      const joined = line ? `${line} ${word}` : word;
      if (fits(joined)) {
        line = joined;
        continue;
      }
      if (line) out.push(line);
      line = word;
      while (!fits(line)) {
        let cut = line.length - 1;
        while (cut > 1 && !fits(line.slice(0, cut))) cut -= 1;
        out.push(line.slice(0, cut));
        line = line.slice(cut);
      }
    }
    if (line) out.push(line);
    return out.length > 0 ? out : [""];
  }

  function write(text: string, options: { x: number; width: number; size: number; using: PDFFont; gray?: number }): number {
    const leading = options.size * 1.35;
    const wrapped = lines(text, options.width, options.using, options.size);
    for (const line of wrapped) {
      room(leading);
      y -= leading;
      page.drawText(line, { x: options.x, y, size: options.size, font: options.using, color: grayscale(options.gray ?? 0) });
    }
    return wrapped.length * leading;
  }

  const fullWidth = PAGE.width - 2 * PAGE.margin;
  return {
    doc,
    heading(text, size = 14) {
      room(size * 3);
      y -= size * 0.6;
      write(text, { x: PAGE.margin, width: fullWidth, size, using: bold });
      y -= size * 0.3;
    },
    paragraph(text, size = 10) {
      write(text, { x: PAGE.margin, width: fullWidth, size, using: font, gray: 0.15 });
      y -= size * 0.5;
    },
    field(label, value) {
      const size = 10;
      room(size * 1.35);
      const top = y;
      write(label, { x: PAGE.margin, width: LABEL_WIDTH - 8, size, using: bold, gray: 0.3 });
      const afterLabel = y;
      y = top;
      write(value, { x: PAGE.margin + LABEL_WIDTH, width: fullWidth - LABEL_WIDTH, size, using: font });
      y = Math.min(y, afterLabel) - 3;
    },
    steps(items) {
      items.forEach((item, index) => {
        write(`${index + 1}. ${item}`, { x: PAGE.margin, width: fullWidth, size: 9.5, using: font, gray: 0.15 });
        y -= 3;
      });
    },
    gap(points = 10) {
      y -= points;
    },
    qr(text, size, caption) {
      room(size + 20);
      const modules = encodeQR(text, "raw", { border: QUIET_ZONE, ecc: "medium" });
      const cell = size / modules.length;
      const left = PAGE.margin - QUIET_ZONE * cell;
      const top = y;
      modules.forEach((row, r) => {
        row.forEach((dark, c) => {
          if (dark) page.drawRectangle({ x: left + c * cell, y: top - (r + 1) * cell, width: cell, height: cell, color: rgb(0, 0, 0) });
        });
      });
      page.drawText(drawable(caption), { x: PAGE.margin, y: top - size - 4, size: 8, font, color: grayscale(0.3) });
      y = top - size - 14;
    },
    save: () => doc.save(),
  };
}
