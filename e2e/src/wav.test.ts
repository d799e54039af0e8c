import { describe, expect, it } from "vitest";
import { sineWav } from "./wav.ts";

describe("sineWav", () => {
  it("writes a RIFF/WAVE header whose sizes match the PCM data", () => {
    const wav = sineWav(0.25, 440);
    expect(wav.toString("ascii", 0, 4)).toBe("RIFF");
    expect(wav.toString("ascii", 8, 12)).toBe("WAVE");
    expect(wav.readUInt32LE(4)).toBe(wav.length - 8);
    expect(wav.readUInt32LE(40)).toBe(wav.length - 44);
    expect(wav.readUInt32LE(24)).toBe(8_000);
    expect(wav.length).toBe(44 + 2_000 * 2);
  });

  it("gives different bytes for different tones", () => {
    expect(sineWav(0.1, 440).equals(sineWav(0.1, 523))).toBe(false);
  });
});
