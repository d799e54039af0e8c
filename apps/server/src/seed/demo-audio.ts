/** 8 kHz mono 16-bit PCM: ~16 KB a second, plenty for a demo melody. */
const SAMPLE_RATE = 8000;
const NOTE_SECONDS = 0.5;

/** A4 = MIDI 69 = 440 Hz. */
const frequencyOf = (midi: number) => 440 * 2 ** ((midi - 69) / 12);

function wavHeader(dataBytes: number): Buffer {
  const header = Buffer.alloc(44);
  header.write("RIFF", 0);
  header.writeUInt32LE(36 + dataBytes, 4);
  header.write("WAVE", 8);
  header.write("fmt ", 12);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(SAMPLE_RATE, 24);
  header.writeUInt32LE(SAMPLE_RATE * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write("data", 36);
  header.writeUInt32LE(dataBytes, 40);
  return header;
}

/**
 * A WAV of `melody` (MIDI notes, half a second each, a soft plucked tone over a root drone)
 * repeated until `seconds` are filled. Pure arithmetic: the same arguments give the same bytes,
 * so a seeded track keeps its CID from one start to the next.
 */
export function melodyWav(melody: readonly number[], seconds: number): Buffer {
  const total = Math.round(seconds * SAMPLE_RATE);
  const perNote = Math.round(NOTE_SECONDS * SAMPLE_RATE);
  const root = frequencyOf((melody[0] ?? 60) - 12);
  const data = Buffer.alloc(total * 2);
  for (let i = 0; i < total; i++) {
    const note = melody[Math.floor(i / perNote) % melody.length] ?? 60;
    const t = (i % perNote) / SAMPLE_RATE;
    // A fast attack and an exponential decay: each note is plucked, not a held beep.
    const envelope = Math.min(1, t * 200) * Math.exp(-t * 5);
    const tone = Math.sin(2 * Math.PI * frequencyOf(note) * t) + 0.3 * Math.sin(4 * Math.PI * frequencyOf(note) * t);
    const drone = 0.25 * Math.sin((2 * Math.PI * root * i) / SAMPLE_RATE);
    // A fade in and out over the first and last second.
    const fade = Math.min(1, i / SAMPLE_RATE, (total - i) / SAMPLE_RATE);
    data.writeInt16LE(Math.round((envelope * tone * 0.55 + drone * 0.35) * fade * 12_000), i * 2);
  }
  return Buffer.concat([wavHeader(data.length), data]);
}
