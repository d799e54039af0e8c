import { useSyncExternalStore } from "react";
import type { RadioTrack } from "@wbe3/domain";

export interface RadioState {
  /** Set by the first "Listen": the layout mounts the (lazily loaded) player from then on. */
  started: boolean;
  /** The shuffled tracks; null until the player has loaded them. */
  queue: readonly RadioTrack[] | null;
  index: number;
  playing: boolean;
  /** 0 to 1, as HTMLMediaElement.volume takes it. */
  volume: number;
}

const INITIAL: RadioState = { started: false, queue: null, index: 0, playing: false, volume: 0.8 };

// Page-lifetime state, outside React: the player lives in the layout and survives navigation,
// and the home hero starts it without importing the player (this module stays tiny).
let state: RadioState = INITIAL;
const listeners = new Set<() => void>();

function update(next: Partial<RadioState>): void {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

/** Starts (or resumes) the radio; the player loads the tracks when it mounts. */
export function startRadio(): void {
  update({ started: true, playing: true });
}

/** Closes the player; the queue is kept, so starting again goes on where it stopped. */
export function stopRadio(): void {
  update({ started: false, playing: false });
}

/** A Fisher–Yates shuffle: every order equally likely, so no track is favoured by its age. */
function shuffled<T>(items: readonly T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

export function fillRadioQueue(tracks: readonly RadioTrack[]): void {
  update({ queue: shuffled(tracks), index: 0 });
}

export function setRadioPlaying(playing: boolean): void {
  update({ playing });
}

/** On to the next track, round to the first after the last. */
export function nextRadioTrack(): void {
  const length = state.queue?.length ?? 0;
  if (length > 0) update({ index: (state.index + 1) % length });
}

export function setRadioVolume(volume: number): void {
  update({ volume: Math.min(1, Math.max(0, volume)) });
}

/** Back to a fresh page's radio (tests). */
export function resetRadio(): void {
  update(INITIAL);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useRadio(): RadioState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => state,
  );
}

/** Whether the player should be on the page; the layout re-renders only when this changes. */
export function useRadioStarted(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => state.started,
    () => state.started,
  );
}
