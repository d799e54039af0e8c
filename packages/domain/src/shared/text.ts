import { z } from "zod";
import { brokenCharacters, invisibleCharacters } from "./messages.ts";

/**
 * What a name, title or bio may not hold: C0 and C1 controls (DEL too), bidi embeddings and
 * overrides (U+202A–U+202E) and isolates (U+2066–U+2069), which make a title read differently
 * from what it is ("Trojan Source"), and zero-width characters (U+200B–U+200D, U+2060, U+FEFF),
 * which let two names look the same while differing. Code point ranges, inclusive.
 */
const UNSAFE_RANGES: readonly (readonly [number, number])[] = [
  [0x0000, 0x001f],
  [0x007f, 0x009f],
  [0x200b, 0x200d],
  [0x202a, 0x202e],
  [0x2060, 0x2060],
  [0x2066, 0x2069],
  [0xfeff, 0xfeff],
];
/** Tab, line feed and carriage return: allowed in long text (bios, descriptions). */
const LINE_BREAKS: ReadonlySet<number> = new Set([0x09, 0x0a, 0x0d]);

export function hasUnsafeCharacters(value: string, { multiline = false }: { multiline?: boolean } = {}): boolean {
  for (const char of value) {
    const code = char.codePointAt(0) ?? 0;
    if (multiline && LINE_BREAKS.has(code)) continue;
    if (UNSAFE_RANGES.some(([low, high]) => code >= low && code <= high)) return true;
  }
  return false;
}

/**
 * Whether the text holds a lone surrogate: half of a UTF-16 pair (JSON can send "\ud800"). It
 * encodes no character, and storing it as UTF-8 silently turns it into "�". Iterating by code
 * point yields a pair as one character above U+FFFF, so only an unpaired half lands in the range.
 */
export function hasLoneSurrogate(value: string): boolean {
  for (const char of value) {
    const code = char.codePointAt(0) ?? 0;
    if (code >= 0xd800 && code <= 0xdfff) return true;
  }
  return false;
}

/**
 * The rule every free-text field shares, whether or not it is a `textField` (links, e-mail,
 * passwords, search): `.refine(...wellFormedText("Email"))` refuses a lone surrogate, naming the field.
 */
export function wellFormedText(label: string) {
  return [(value: string) => !hasLoneSurrogate(value), brokenCharacters(label)] as const;
}

export interface TextFieldRules {
  /** The field's name as people read it, for the message about unsafe characters. */
  label: string;
  max: number;
  tooLong: string;
  /** Message for a missing or blank value; without it the field may be empty. */
  required?: string;
  /** Bios and descriptions keep their line breaks. */
  multiline?: boolean;
}

/**
 * The one schema for text people choose and others read (names, titles, usernames, bios):
 * refused if it holds a broken character (a lone surrogate), NFC-normalised, so look-alike
 * encodings of one name are one name, then refused if it holds control or invisible characters,
 * then trimmed and bounded.
 */
export function textField({ label, max, tooLong, required, multiline = false }: TextFieldRules) {
  const base = z
    .string(required ? { error: required } : undefined)
    .refine(...wellFormedText(label))
    .normalize("NFC")
    .refine((value) => !hasUnsafeCharacters(value, { multiline }), invisibleCharacters(label))
    .trim();
  return (required ? base.min(1, required) : base).max(max, tooLong);
}

/** Tags as typed in forms: comma separated, trimmed, blanks and repeats dropped. */
export function parseTags(input: string): string[] {
  const tags = input
    .split(",")
    .map((tag) => tag.trim())
    .filter((tag) => tag !== "");
  return [...new Set(tags)];
}
