import { act, fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";
import { NO_RADIO_TRACKS, PATHS, RADIO_TITLE, type RadioTrack, type RadioTracks } from "@wbe3/domain";
import { resetRadio } from "@/lib/radio/radio-store";
import { installFakeApi } from "@/test/fake-api";
import { jsonResponse } from "@/test/fetch-stub";
import { installMatchMedia } from "@/test/media";
import { playAnswer, playFromTo, pressPlay, TEST_PLAY_ID } from "@/test/plays";
import { renderApp } from "@/test/render-app";
import { resetAppState } from "@/test/reset-app-state";

const track = (n: number, title: string): RadioTrack => ({
  uploadId: `7d1f3c2a-5b6e-4f80-9a1b-2c3d4e5f6a7${n}`,
  title,
  artistName: "Nova",
  artistUsername: "nova",
  imageUrl: `/ipfs/cover${n}`,
  audioUrl: `/ipfs/audio${n}`,
  durationMs: 200_000,
});
const GOLDEN = track(1, "Golden Hour");
const BLUE = track(2, "Blue Moon");

let play: MockInstance<HTMLMediaElement["play"]>;
let pause: MockInstance<HTMLMediaElement["pause"]>;

beforeEach(() => {
  // jsdom has no media playback; the player only needs play() to resolve and pause() to exist.
  play = vi.spyOn(HTMLMediaElement.prototype, "play").mockResolvedValue(undefined);
  pause = vi.spyOn(HTMLMediaElement.prototype, "pause").mockImplementation(() => undefined);
  // A shuffle that keeps the order, so the test knows which track comes first.
  vi.spyOn(Math, "random").mockReturnValue(0.999);
});

afterEach(async () => {
  await resetAppState();
  resetRadio();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function startRadio(tracks: RadioTrack[]) {
  installMatchMedia();
  const body: RadioTracks = { tracks };
  const api = installFakeApi({
    routes: {
      "GET /api/radio/tracks": () => jsonResponse(body),
      "POST /api/plays": ({ body }) => playAnswer(body),
    },
  });
  const view = renderApp({ path: "/" });
  const user = userEvent.setup();
  await user.click(await screen.findByRole("button", { name: /Listen to WBE3 Radio/ }));
  const player = await screen.findByRole("region", { name: RADIO_TITLE });
  return { api, user, player: within(player), router: view.router };
}

const audioOf = () => {
  const audio = document.querySelector("audio");
  if (!audio) throw new Error("no audio element");
  return audio;
};

describe("the radio player", () => {
  it("plays the first track with its artwork, title and artist link, and keeps playing across pages", async () => {
    const { player, router } = await startRadio([GOLDEN, BLUE]);
    expect(await player.findByText("Golden Hour")).toBeInTheDocument();
    expect(player.getByRole("link", { name: "Nova" })).toHaveAttribute("href", PATHS.artist("nova"));
    expect(audioOf()).toHaveAttribute("src", "/ipfs/audio1");
    expect(document.querySelector("img[src='/ipfs/cover1']")).not.toBeNull();
    expect(play).toHaveBeenCalled();

    await act(() => router.navigate("/marketplace"));
    expect(screen.getByRole("region", { name: RADIO_TITLE })).toHaveTextContent("Golden Hour");
  });

  it("pauses and plays, moves to the next track by button and at the end of a track", async () => {
    const { player, user } = await startRadio([GOLDEN, BLUE]);
    await user.click(await player.findByRole("button", { name: "Pause" }));
    expect(pause).toHaveBeenCalled();
    expect(player.getByRole("button", { name: "Play" })).toBeInTheDocument();

    await user.click(player.getByRole("button", { name: "Next track" }));
    expect(player.getByText("Blue Moon")).toBeInTheDocument();
    fireEvent.ended(audioOf());
    expect(player.getByText("Golden Hour")).toBeInTheDocument();
  });

  // A native range input: browsers move it with the arrow keys (jsdom does not, so the change is fired).
  it("sets the volume from the labelled slider", async () => {
    const { player } = await startRadio([GOLDEN]);
    const slider = await player.findByRole("slider", { name: "Volume" });
    fireEvent.change(slider, { target: { value: "0.3" } });
    expect(audioOf().volume).toBeCloseTo(0.3);
  });

  it("says so when there is nothing to play", async () => {
    const { player } = await startRadio([]);
    expect(await player.findByText(NO_RADIO_TRACKS)).toBeInTheDocument();
    expect(document.querySelector("audio")).toBeNull();
  });

  it("starts a play when the track plays and reports it with its playId once 30 s were heard", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const { api, player } = await startRadio([GOLDEN, BLUE]);
    await player.findByText("Golden Hour");
    expect(api.bodiesFor("POST /api/plays")).toEqual([]);
    await pressPlay(audioOf());
    expect(api.bodiesFor("POST /api/plays")).toEqual([{ uploadId: GOLDEN.uploadId }]);

    playFromTo(audioOf(), 0, 29.75);
    expect(api.bodiesFor("POST /api/plays")).toHaveLength(1);
    playFromTo(audioOf(), 30, 45);
    await vi.waitFor(() =>
      expect(api.bodiesFor("POST /api/plays")).toEqual([
        { uploadId: GOLDEN.uploadId },
        { uploadId: GOLDEN.uploadId, playId: TEST_PLAY_ID, listenedMs: 30_000 },
      ]),
    );
  });

  it("does not count a seek ahead as heard", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const { api, player } = await startRadio([GOLDEN]);
    await player.findByText("Golden Hour");
    await pressPlay(audioOf());
    playFromTo(audioOf(), 0, 10);
    // Skipped to 2:00 and past 30 s of the clock: 10 s heard, nothing to report.
    vi.setSystemTime(Date.now() + 60_000);
    playFromTo(audioOf(), 120, 139.75);
    expect(api.bodiesFor("POST /api/plays")).toHaveLength(1);
    playFromTo(audioOf(), 140);
    await vi.waitFor(() => expect(api.bodiesFor("POST /api/plays")).toHaveLength(2));
    expect(api.bodiesFor("POST /api/plays")[1]).toEqual({ uploadId: GOLDEN.uploadId, playId: TEST_PLAY_ID, listenedMs: 30_000 });
  });
});
