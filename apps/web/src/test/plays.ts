import { act, fireEvent } from "@testing-library/react";
import { vi } from "vitest";
import { jsonResponse } from "./fetch-stub";

/** The playId the fake server answers every start with. */
export const TEST_PLAY_ID = "0b7e2c1a-3d4f-4a5b-8c6d-7e8f9a0b1c2d";

/** The server's answer to POST /api/plays: a start (no listenedMs) gets TEST_PLAY_ID, a report is counted. */
export function playAnswer(body: unknown): Response {
  const report = typeof body === "object" && body !== null && "listenedMs" in body;
  return jsonResponse(report ? { counted: true } : { playId: TEST_PLAY_ID, counted: false });
}

/** The play event, then the fake server's answer to the start it sends. */
export async function pressPlay(audio: HTMLAudioElement): Promise<void> {
  fireEvent.play(audio);
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

/**
 * Plays `audio` from `from` to `to` seconds of the track as a browser does: a timeupdate every
 * 0.25 s, the clock moving with it (the test fakes Date: `vi.useFakeTimers({ toFake: ["Date"] })`).
 * `from` alone is a seek there.
 */
export function playFromTo(audio: HTMLAudioElement, from: number, to = from): void {
  for (let time = from; time <= to; time += 0.25) {
    Object.defineProperty(audio, "currentTime", { value: time, configurable: true });
    vi.setSystemTime(Date.now() + 250);
    fireEvent.timeUpdate(audio);
  }
}
