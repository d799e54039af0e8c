import { getAddress } from "viem";
import { AppError } from "../shared/errors.ts";
import { invalidAddress } from "./messages.ts";

export type Address = `0x${string}`;

const ADDRESS_LENGTH = 42;

export class InvalidAddressError extends AppError {
  readonly value: string;

  constructor(value: string, options?: { cause?: unknown }) {
    super("bad_request", invalidAddress(value), options);
    this.name = "InvalidAddressError";
    this.value = value;
  }
}

/**
 * SPEC 5: non-empty, not just "0x", exactly 42 characters; lower-cased first so any casing is
 * accepted (a mixed-case input is not held to its checksum), then returned in checksum form.
 */
export function normalizeAddress(value: string): Address {
  if (value === "" || value === "0x" || value.length !== ADDRESS_LENGTH) {
    throw new InvalidAddressError(value);
  }
  try {
    return getAddress(value.toLowerCase());
  } catch (cause) {
    throw new InvalidAddressError(value, { cause });
  }
}

export function isAddressLike(value: string): boolean {
  try {
    normalizeAddress(value);
    return true;
  } catch {
    return false;
  }
}

/** Case-insensitive; anything that is not an address matches nothing, not even itself. */
export function sameAddress(a: string | null | undefined, b: string | null | undefined): boolean {
  if (a == null || b == null || !isAddressLike(a) || !isAddressLike(b)) return false;
  return a.toLowerCase() === b.toLowerCase();
}
