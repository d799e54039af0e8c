import { AppError, INVALID_CURSOR } from "@wbe3/domain";

// The cursor is opaque to clients: today the sequence number of the last row they saw.
export function encodeCursor(seq: bigint): string {
  return Buffer.from(`s${seq}`).toString("base64url");
}

export function decodeCursor(cursor: string): bigint {
  const text = Buffer.from(cursor, "base64url").toString("utf8");
  if (!/^s[1-9][0-9]{0,18}$/.test(text)) throw new AppError("bad_request", INVALID_CURSOR);
  return BigInt(text.slice(1));
}
