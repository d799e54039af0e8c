import { open } from "node:fs/promises";
import { fileTypeFromFile } from "file-type";
import {
  AppError,
  canonicalExtension,
  fileContentMismatch,
  fileExtension,
  fileTypeNotAccepted,
  type StorageKindDeclaration,
} from "@wbe3/domain";

const TEXT_SAMPLE_BYTES = 1024 * 1024;

/** The file name's extension if the storage kind accepts it; otherwise a 415 naming what it accepts. */
export function acceptedExtensionOf(kind: StorageKindDeclaration, filename: string): string {
  const extension = fileExtension(filename);
  const accepted = kind.extensions;
  if (!extension || !accepted.includes(extension)) {
    throw new AppError("unsupported_media_type", fileTypeNotAccepted(kind.label, accepted));
  }
  return canonicalExtension(extension);
}

/**
 * Checks the bytes, not the name: the magic bytes must say the same type the extension says.
 * Plain text has no magic bytes, so it must be valid UTF-8 without NUL bytes. Returns the MIME
 * type to serve the file with.
 */
export async function verifyContentType(path: string, extension: string): Promise<string> {
  const detected = await fileTypeFromFile(path);
  if (extension === "txt") {
    if (detected) throw mismatch(extension);
    await assertPlainText(path);
    return "text/plain; charset=utf-8";
  }
  if (!detected || canonicalExtension(detected.ext) !== extension) throw mismatch(extension);
  return detected.mime;
}

function mismatch(extension: string): AppError {
  return new AppError("unsupported_media_type", fileContentMismatch(extension));
}

async function assertPlainText(path: string): Promise<void> {
  const handle = await open(path, "r");
  try {
    const buffer = Buffer.alloc(TEXT_SAMPLE_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, TEXT_SAMPLE_BYTES, 0);
    const sample = buffer.subarray(0, bytesRead);
    // A cut in the middle of a multi-byte character at the sample's end is not an error.
    const decoder = new TextDecoder("utf-8", { fatal: true });
    try {
      decoder.decode(sample, { stream: bytesRead === TEXT_SAMPLE_BYTES });
    } catch {
      throw mismatch("txt");
    }
    if (sample.includes(0)) throw mismatch("txt");
  } finally {
    await handle.close();
  }
}
