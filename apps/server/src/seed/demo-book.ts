import { PDFDocument, rgb, StandardFonts } from "pdf-lib";

/** A fixed date, so the same book gives the same bytes (and CID) on every start. */
const PUBLISHED = new Date("2026-01-01T00:00:00Z");

/** The demo book's poems: a title and its lines, one page each. */
export const DEMO_POEMS: readonly { title: string; lines: readonly string[] }[] = [
  {
    title: "Verses of the Hive",
    lines: ["A poetry collection about cities, bees and belonging.", "", "Ada Okafor", "", "A WBE3 demo edition."],
  },
  {
    title: "Morning Swarm",
    lines: [
      "The city wakes in hexagons of light,",
      "each window a cell, each cell a hum,",
      "and we, the workers, leave the comb",
      "to carry sweetness back by night.",
    ],
  },
  {
    title: "Belonging",
    lines: [
      "No bee is born to fly alone;",
      "the hive remembers every name.",
      "I learned the dance that led me home",
      "and found the flowers knew my name.",
    ],
  },
];

/** A small PDF (US Letter, one poem a page) made with pdf-lib; the same bytes on every call. */
export async function demoBookPdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.setTitle("Verses of the Hive");
  doc.setAuthor("Ada Okafor");
  doc.setProducer("WBE3 demo seed");
  doc.setCreator("WBE3 demo seed");
  doc.setCreationDate(PUBLISHED);
  doc.setModificationDate(PUBLISHED);
  const serif = await doc.embedFont(StandardFonts.TimesRoman);
  const bold = await doc.embedFont(StandardFonts.TimesRomanBold);
  for (const poem of DEMO_POEMS) {
    const page = doc.addPage([612, 792]);
    page.drawText(poem.title, { x: 72, y: 680, size: 26, font: bold, color: rgb(0.45, 0.3, 0.05) });
    poem.lines.forEach((line, index) => {
      page.drawText(line, { x: 72, y: 630 - index * 22, size: 14, font: serif, color: rgb(0.1, 0.1, 0.1) });
    });
  }
  return doc.save({ useObjectStreams: false });
}
