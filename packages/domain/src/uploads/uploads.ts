import { UPLOAD_CATEGORIES, type UploadCategory } from "./categories.ts";
import { MIB } from "../shared/sizes.ts";

export interface AcceptedTypes {
  extensions: readonly string[];
  mimeTypes: readonly string[];
}

const PHOTO: AcceptedTypes = {
  extensions: ["jpg", "jpeg", "png", "webp"],
  mimeTypes: ["image/jpeg", "image/png", "image/webp"],
};

export const ACCEPTED_UPLOAD_TYPES: Record<UploadCategory, AcceptedTypes> = {
  music: {
    extensions: ["mp3", "wav", "m4a"],
    // Browsers disagree on the WAV and M4A types, so every common spelling is listed.
    mimeTypes: ["audio/mpeg", "audio/wav", "audio/x-wav", "audio/wave", "audio/mp4", "audio/x-m4a"],
  },
  books: {
    extensions: ["pdf", "epub", "txt"],
    mimeTypes: ["application/pdf", "application/epub+zip", "text/plain"],
  },
  jewelry: PHOTO,
  art: {
    extensions: ["jpg", "jpeg", "png", "gif", "webp"],
    mimeTypes: ["image/jpeg", "image/png", "image/gif", "image/webp"],
  },
  homes: PHOTO,
  cars: PHOTO,
};

export function isUploadCategory(value: unknown): value is UploadCategory {
  return typeof value === "string" && (UPLOAD_CATEGORIES as readonly string[]).includes(value);
}

export function acceptAttributeFor(types: AcceptedTypes): string {
  return [...types.extensions.map((extension) => `.${extension}`), ...types.mimeTypes].join(",");
}

/** Value for `<input type="file" accept>`; the server still checks magic bytes (DESIGN 8). */
export function acceptAttribute(category: UploadCategory): string {
  return acceptAttributeFor(ACCEPTED_UPLOAD_TYPES[category]);
}

/** Lower-cased last extension, or null for names like "song", "song." or ".mp3". */
export function fileExtension(filename: string): string | null {
  const basename = filename.split(/[/\\]/).pop() ?? "";
  const dot = basename.lastIndexOf(".");
  if (dot <= 0 || dot === basename.length - 1) return null;
  return basename.slice(dot + 1).toLowerCase();
}

export function hasAcceptedExtension(types: AcceptedTypes, filename: string): boolean {
  const extension = fileExtension(filename);
  return extension !== null && types.extensions.includes(extension);
}

export function isAcceptedExtension(category: UploadCategory, filename: string): boolean {
  return hasAcceptedExtension(ACCEPTED_UPLOAD_TYPES[category], filename);
}

/** Largest file accepted per category; a larger upload is cut off mid-stream and stored nowhere. */
export const UPLOAD_MAX_BYTES: Record<UploadCategory, number> = {
  music: 100 * MIB,
  books: 50 * MIB,
  jewelry: 20 * MIB,
  art: 20 * MIB,
  homes: 20 * MIB,
  cars: 20 * MIB,
};

/** Canonical extension for a detected or named type ("jpeg" and "jpg" are one type). */
export function canonicalExtension(extension: string): string {
  return extension === "jpeg" ? "jpg" : extension;
}
