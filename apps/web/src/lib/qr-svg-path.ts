import { encodeQR } from "qr";

/** The blank margin scanners need around a QR code, in modules. */
const QUIET_ZONE = 4;

/**
 * A QR code as one SVG path of unit squares, one per dark module, in a viewBox of `size` units
 * (quiet zone included): small, crisp at any size, and drawn without innerHTML. The WalletConnect
 * pairing and a ticket's door code both draw theirs with it.
 */
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
