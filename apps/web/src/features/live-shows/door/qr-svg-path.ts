import { encodeQR } from "qr";

/** The blank margin scanners need around a QR code, in modules. */
const QUIET_ZONE = 4;

/** A QR code as one SVG path of unit squares (quiet zone included), drawn without innerHTML. */
export function qrSvgPath(text: string): { size: number; path: string } {
  const modules = encodeQR(text, "raw", { border: QUIET_ZONE, ecc: "medium" });
  const squares: string[] = [];
  modules.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) squares.push(`M${x} ${y}h1v1h-1z`);
    });
  });
  return { size: modules.length, path: squares.join("") };
}
