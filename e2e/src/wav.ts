const SAMPLE_RATE = 8_000;

/**
 * A short mono 16-bit PCM WAV of a sine tone: a real, playable file small enough to upload in a
 * blink. Distinct `frequency` values give distinct bytes, so each test's file has its own CID.
 */
export function sineWav(seconds = 0.5, frequency = 440): Buffer {
  const samples = Math.round(SAMPLE_RATE * seconds);
  const dataBytes = samples * 2;
  const wav = Buffer.alloc(44 + dataBytes);
  wav.write("RIFF", 0, "ascii");
  wav.writeUInt32LE(36 + dataBytes, 4);
  wav.write("WAVE", 8, "ascii");
  wav.write("fmt ", 12, "ascii");
  wav.writeUInt32LE(16, 16); // fmt chunk size
  wav.writeUInt16LE(1, 20); // PCM
  wav.writeUInt16LE(1, 22); // mono
  wav.writeUInt32LE(SAMPLE_RATE, 24);
  wav.writeUInt32LE(SAMPLE_RATE * 2, 28); // byte rate
  wav.writeUInt16LE(2, 32); // block align
  wav.writeUInt16LE(16, 34); // bits per sample
  wav.write("data", 36, "ascii");
  wav.writeUInt32LE(dataBytes, 40);
  for (let index = 0; index < samples; index++) {
    const value = Math.round(Math.sin((2 * Math.PI * frequency * index) / SAMPLE_RATE) * 0x3fff);
    wav.writeInt16LE(value, 44 + index * 2);
  }
  return wav;
}
