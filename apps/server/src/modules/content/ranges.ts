// Which bytes a request for a gated file gets, read the way the file is served (files' readBlob):
// the rate bound on openings (decision 0025) counts every request that returns the first byte.

/** One satisfiable range, as served: `bytes=<first>-<last>`, `bytes=<first>-` or `bytes=-<suffix>`. */
const SINGLE_RANGE = /^bytes=(\d*)-(\d*)$/;

/**
 * What a request with this `Range` header is answered: the whole file (no header, a malformed one,
 * or several ranges — all served as the whole file), one range of it, or nothing (416).
 */
export function servedBytes(range: string | undefined, size: number): "whole" | "none" | { start: number; end: number } {
  // No header reads as "undefined", which no range matches: the whole file.
  const single = SINGLE_RANGE.exec(String(range));
  const first = single?.[1] ?? "";
  const last = single?.[2] ?? "";
  if (first === "" && last === "") return "whole";
  // Digits only, so Number never fails; a value past 2^53 is still larger than any file.
  const start = first !== "" ? Number(first) : Math.max(size - Number(last), 0);
  const end = first !== "" && last !== "" ? Math.min(Number(last), size - 1) : size - 1;
  // The end is at most the last byte, so a start at or past the size is always past the end.
  return start > end ? "none" : { start, end };
}

/**
 * Whether the answer includes the file's first byte — what a viewer or player asks for to open it,
 * and what fetching the file whole takes — however the range is spelled (`bytes=00-`, a suffix as
 * long as the file, several ranges).
 */
export function opensFile(range: string | undefined, size: number): boolean {
  const served = servedBytes(range, size);
  return typeof served === "object" ? served.start === 0 : served === "whole";
}
