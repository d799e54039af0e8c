import { describe, expect, it } from "vitest";
import { opensFile, servedBytes } from "./ranges.ts";

// Issue 24, point 9: any request that returns the file's first byte is an opening.
const SIZE = 1000;

describe("opensFile", () => {
  it.each([
    ["no range (the whole file)", undefined],
    ["bytes=0-", "bytes=0-"],
    ["a leading zero", "bytes=00-"],
    ["a first range of ten bytes", "bytes=0-9"],
    ["a suffix as long as the file", "bytes=-1000"],
    ["a suffix longer than the file", "bytes=-99999999"],
    ["a suffix past 2^53", "bytes=-99999999999999999999"],
    ["several ranges (served whole)", "bytes=1-1,0-"],
    ["several ranges none at the start (still served whole)", "bytes=5-9,20-30"],
    ["a malformed header (ignored: the whole file)", "bytes=x-"],
    ["another unit (ignored: the whole file)", "items=5-"],
    ["an empty range (ignored: the whole file)", "bytes=-"],
  ])("counts %s", (_, range) => {
    expect(opensFile(range, SIZE)).toBe(true);
  });

  it.each([
    ["a later range", "bytes=1-"],
    ["a later bounded range", "bytes=500-599"],
    ["a suffix shorter than the file", "bytes=-999"],
    ["a range past the end (416: nothing served)", "bytes=1000-"],
    ["a backwards range (416)", "bytes=9-5"],
  ])("does not count %s", (_, range) => {
    expect(opensFile(range, SIZE)).toBe(false);
  });
});

describe("servedBytes", () => {
  it("reads a range against the file's size, as the file is served", () => {
    expect(servedBytes("bytes=990-2000", SIZE)).toEqual({ start: 990, end: 999 });
    expect(servedBytes("bytes=-10", SIZE)).toEqual({ start: 990, end: 999 });
    expect(servedBytes("bytes=-0", SIZE)).toBe("none");
    expect(servedBytes("bytes=0-", 0)).toBe("none");
  });

  it("serves a bounded range to its last byte, an open one to the file's end, one byte when both ends meet", () => {
    expect(servedBytes("bytes=0-9", SIZE)).toEqual({ start: 0, end: 9 });
    expect(servedBytes("bytes=5-", SIZE)).toEqual({ start: 5, end: 999 });
    expect(servedBytes("bytes=5-5", SIZE)).toEqual({ start: 5, end: 5 });
  });

  it("serves nothing for a backwards range or one past the end, and the whole file without a range", () => {
    expect(servedBytes("bytes=9-5", SIZE)).toBe("none");
    expect(servedBytes("bytes=1000-1200", SIZE)).toBe("none");
    expect(servedBytes(undefined, SIZE)).toBe("whole");
    expect(servedBytes("bytes=-", SIZE)).toBe("whole");
  });
});
