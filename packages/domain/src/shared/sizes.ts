export const KIB = 1024;
export const MIB = 1024 * KIB;

/** A size for people: "1 MB", "100 MB", "512 KB". */
export function sizeLabel(bytes: number): string {
  return bytes >= MIB ? `${Math.round(bytes / MIB)} MB` : `${Math.round(bytes / KIB)} KB`;
}
