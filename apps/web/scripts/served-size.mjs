// What the server sends for a built text file: the gzip (and Brotli) copies compress-dist.mjs
// writes, or the file itself where a copy would not pay for itself. Shared by compress-dist.mjs
// (which writes the copies) and initial-js-size.mjs (which counts them), so the size check counts
// exactly the bytes a browser asking for gzip receives.
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

// A compressed answer carries two more headers (Content-Encoding, Vary: Accept-Encoding), about 50
// bytes: a copy that saves less than that costs more than it saves.
const HEADERS_BYTES = 64;

/** The gzip copy of `bytes` at the strongest setting, or null when sending the file itself is as cheap. */
export function gzipCopy(bytes) {
  const copy = gzipSync(bytes, { level: 9 });
  return bytes.length - copy.length > HEADERS_BYTES ? copy : null;
}

/** The Brotli copy of `bytes` at the strongest setting, or null when sending the file itself is as cheap. */
export function brotliCopy(bytes) {
  const copy = brotliCompressSync(bytes, {
    params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
  });
  return bytes.length - copy.length > HEADERS_BYTES ? copy : null;
}

/** The body bytes a browser accepting gzip receives for a file with these contents. */
export function gzipServedSize(bytes) {
  return gzipCopy(bytes)?.length ?? bytes.length;
}
