import { afterEach, describe, expect, it, vi } from "vitest";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { FOLLOW_FAILED, SIGN_IN_TITLE, type ArtistPage, type MeResponse } from "@wbe3/domain";
import { ANONYMOUS_ME, apiError, installFakeApi, meFor, sessionUser } from "@/test/fake-api";
import { jsonResponse } from "@/test/fetch-stub";
import { installMatchMedia } from "@/test/media";
import { playAnswer, playFromTo, pressPlay, TEST_PLAY_ID } from "@/test/plays";
import { renderApp } from "@/test/render-app";
import { resetAppState } from "@/test/reset-app-state";

const TRACK_ID = "7d1f3c2a-5b6e-4f80-9a1b-2c3d4e5f6a7b";
const PAGE: ArtistPage = {
  artist: {
    id: "a1",
    username: "nova",
    name: "Nova",
    bio: "",
    avatarUrl: null,
    verified: false,
    walletAddress: null,
    appleMusicArtistId: null,
    socialLinks: { instagram: null, youtube: null, facebook: null, tiktok: null },
  },
  catalog: {
    isVerified: false,
    totalTracks: 1,
    tracks: [
      {
        id: TRACK_ID,
        title: "Golden Hour",
        albumName: "Singles",
        albumArt: null,
        releaseDate: "2026-03-01",
        duration: 215_000,
        previewUrl: "/ipfs/bafyaudio",
        appleMusicUrl: null,
      },
    ],
  },
  collectors: { count: 0, newest: [] },
  followers: 1,
  following: false,
};
const FAN = meFor(sessionUser({ id: "fan-1", role: "fan" }));

afterEach(async () => {
  await resetAppState();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function setUp(me: MeResponse, follow: () => Response = () => jsonResponse({ following: true, followers: 2 })) {
  installMatchMedia();
  const api = installFakeApi({
    me,
    routes: {
      "GET /api/artists/nova": () => jsonResponse(PAGE),
      "PUT /api/artists/nova/follow": follow,
      "DELETE /api/artists/nova/follow": () => jsonResponse({ following: false, followers: 1 }),
      "POST /api/plays": ({ body }) => playAnswer(body),
    },
  });
  renderApp({ path: "/artist/nova", me });
  return { api, user: userEvent.setup() };
}

describe("following an artist", () => {
  it("follows and unfollows a signed-in fan, showing the server's count", async () => {
    const { api, user } = setUp(FAN);
    expect(await screen.findByText("1 follower")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Follow", pressed: false }));
    expect(await screen.findByRole("button", { name: "Following", pressed: true })).toBeInTheDocument();
    expect(screen.getByText("2 followers")).toBeInTheDocument();
    expect(api.bodiesFor("PUT /api/artists/nova/follow")).toHaveLength(1);

    await user.click(screen.getByRole("button", { name: "Following" }));
    expect(await screen.findByRole("button", { name: "Follow", pressed: false })).toBeInTheDocument();
    expect(screen.getByText("1 follower")).toBeInTheDocument();
  });

  it("asks a visitor to sign in instead of following", async () => {
    const { api, user } = setUp(ANONYMOUS_ME);
    await user.click(await screen.findByRole("button", { name: "Follow" }));
    expect(await screen.findByRole("dialog", { name: SIGN_IN_TITLE })).toBeInTheDocument();
    expect(api.bodiesFor("PUT /api/artists/nova/follow")).toEqual([]);
  });

  it("says so when the follow fails, keeping the count", async () => {
    const { user } = setUp(FAN, () => apiError("internal", "boom", 500));
    await user.click(await screen.findByRole("button", { name: "Follow" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(FOLLOW_FAILED);
    expect(screen.getByText("1 follower")).toBeInTheDocument();
  });
});

describe("the track player", () => {
  it("starts a play, reports it with its playId once 30 s were heard, and only once", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const { api } = setUp(FAN);
    const audio = await screen.findByLabelText<HTMLAudioElement>("Preview of Golden Hour");
    await pressPlay(audio);
    playFromTo(audio, 0, 29.75);
    expect(api.bodiesFor("POST /api/plays")).toEqual([{ uploadId: TRACK_ID }]);
    playFromTo(audio, 30, 45);
    // Paused and played again: the same play, not a new start.
    await pressPlay(audio);
    playFromTo(audio, 45.25, 80);
    await vi.waitFor(() =>
      expect(api.bodiesFor("POST /api/plays")).toEqual([
        { uploadId: TRACK_ID },
        { uploadId: TRACK_ID, playId: TEST_PLAY_ID, listenedMs: 30_000 },
      ]),
    );
  });
});
