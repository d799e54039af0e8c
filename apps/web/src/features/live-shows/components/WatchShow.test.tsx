import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import {
  NOT_A_TICKET_HOLDER,
  NO_VIDEO,
  SHOW_CANCELLED_NOTHING_OPENS,
  SIGN_IN_REQUIRED,
  VIDEO_UNAVAILABLE,
  playVideoLabel,
  showPagePath,
  type LiveShow,
  type MeResponse,
  type ShowWatch,
} from "@wbe3/domain";
import { axeViolations } from "@/test/axe";
import { installFakeApi } from "@/test/fake-api";
import { installFakeEventSource } from "@/test/fake-event-source";
import { jsonResponse } from "@/test/fetch-stub";
import { installMatchMedia } from "@/test/media";
import { renderApp } from "@/test/render-app";
import { resetAppState } from "@/test/reset-app-state";
import { WATCH_RENEW_BEFORE_MS } from "../api/my-tickets";
import { sampleShow } from "../test/sample-show";
import { EMPTY_CART, FAN_ME, refusal, ticketedShow } from "../test/ticket-fixtures";
import { BUY_A_TICKET_TO_WATCH, SIGN_IN_TO_WATCH, SIGN_IN_TO_WATCH_DETAIL } from "./WatchShow";

// The page's lazy module, loaded once before the clocks of the tests start.
beforeAll(() => import("./ShowPage"), 60_000);

afterEach(async () => {
  vi.useRealTimers();
  await resetAppState();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const PLAY = playVideoLabel("Rooftop Session");

/** The signed links `/watch` hands out, numbered, each good for `ttlMs`. */
function signedLinks(show: LiveShow, player: ShowWatch["player"], ttlMs = 600_000) {
  let issued = 0;
  return (): Response => {
    issued += 1;
    const answer: ShowWatch = {
      player,
      url: `/api/shows/${show.id}/stream?link=${issued}`,
      expiresAt: new Date(Date.now() + ttlMs).toISOString(),
    };
    return jsonResponse(answer);
  };
}

function setUp(show: LiveShow, watch: () => Response, me: MeResponse | null = FAN_ME) {
  installMatchMedia();
  const Source = installFakeEventSource();
  const api = installFakeApi({
    ...(me ? { me } : {}),
    routes: {
      [`GET /api/shows/${show.id}`]: () => jsonResponse(show),
      [`GET /api/shows/${show.id}/watch`]: watch,
      "GET /api/shows/mine/tickets": () => jsonResponse({ tickets: [] }),
      "GET /api/cart": () => jsonResponse(EMPTY_CART),
    },
  });
  renderApp({ path: showPagePath(show.id), ...(me ? { me } : {}) });
  return { api, Source, watched: () => api.urlsFor(`/api/shows/${show.id}/watch`).length, user: userEvent.setup() };
}

const player = async () => within(await screen.findByRole("group", { name: "Rooftop Session" }));

describe("watching a show", () => {
  it("plays a free show's own link in the video player, without asking for one", async () => {
    const show = sampleShow({ title: "Rooftop Session" });
    const { watched, user } = setUp(show, () => jsonResponse({}));
    await user.click((await player()).getByRole("button", { name: PLAY }));
    expect(screen.getByTitle("Rooftop Session")).toHaveAttribute("src", expect.stringContaining("youtube-nocookie.com/embed/dQw4w9WgXcQ"));
    expect(watched()).toBe(0);
  });

  it("frames a holder's signed link once they press play", async () => {
    const show = ticketedShow();
    const { user } = setUp(show, signedLinks(show, "youtube"));
    const box = await player();
    expect(screen.queryByTitle("Rooftop Session")).not.toBeInTheDocument();
    await user.click(await box.findByRole("button", { name: PLAY }));
    expect(screen.getByTitle("Rooftop Session")).toHaveAttribute("src", `/api/shows/${show.id}/stream?link=1`);
    await waitFor(() => expect(screen.getByRole("group", { name: "Rooftop Session" })).toHaveFocus());
    expect(await axeViolations(screen.getByRole("main"))).toEqual([]);
  });

  it.each<[string, () => Response, MeResponse | null, string, string]>([
    [
      "a fan without a ticket",
      () => refusal(403, "forbidden", "not_holder", NOT_A_TICKET_HOLDER),
      FAN_ME,
      BUY_A_TICKET_TO_WATCH,
      NOT_A_TICKET_HOLDER,
    ],
    ["a visitor", () => refusal(401, "unauthorized", "unauthorized", SIGN_IN_REQUIRED), null, SIGN_IN_TO_WATCH, SIGN_IN_TO_WATCH_DETAIL],
    [
      "anyone, the show cancelled",
      () => refusal(403, "forbidden", "show_cancelled", SHOW_CANCELLED_NOTHING_OPENS),
      FAN_ME,
      SHOW_CANCELLED_NOTHING_OPENS,
      SHOW_CANCELLED_NOTHING_OPENS,
    ],
    ["anyone, the show without a stream", () => refusal(404, "not_found", "no_stream", NO_VIDEO), FAN_ME, NO_VIDEO, NO_VIDEO],
  ])("tells %s what to do instead of showing a player", async (_, answer, me, title, detail) => {
    setUp(ticketedShow(), answer, me);
    const box = await player();
    await waitFor(() => expect(box.getByRole("status")).toHaveTextContent(title));
    expect(box.getByRole("status")).toHaveTextContent(detail);
    expect(box.queryByRole("button", { name: PLAY })).not.toBeInTheDocument();
    expect(screen.queryByTitle("Rooftop Session")).not.toBeInTheDocument();
  });

  it("asks for a fresh link before the one it holds expires; a playing embed keeps its own", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const show = ticketedShow();
    const ttl = WATCH_RENEW_BEFORE_MS + 10_000;
    const { watched, user } = setUp(show, signedLinks(show, "twitch", ttl));
    const box = await player();
    await box.findByRole("button", { name: PLAY });
    expect(watched()).toBe(1);

    await vi.advanceTimersByTimeAsync(10_500);
    await waitFor(() => expect(watched()).toBe(2));
    await user.click(box.getByRole("button", { name: PLAY }));
    expect(screen.getByTitle("Rooftop Session")).toHaveAttribute("src", `/api/shows/${show.id}/stream?link=2`);

    await vi.advanceTimersByTimeAsync(10_500);
    await waitFor(() => expect(watched()).toBe(3));
    expect(screen.getByTitle("Rooftop Session")).toHaveAttribute("src", `/api/shows/${show.id}/stream?link=2`);
  });

  it("plays an HLS stream in a video element, and asks for a fresh link when playback fails", async () => {
    vi.spyOn(HTMLMediaElement.prototype, "canPlayType").mockReturnValue("maybe");
    const show = ticketedShow({ stream: { type: "rtmp", url: null, hlsUrl: null } });
    const { watched, user } = setUp(show, signedLinks(show, "hls"));
    const box = await player();
    const video = await waitFor(() => {
      const element = document.querySelector("video");
      if (!element) throw new Error("no video yet");
      return element;
    });
    expect(video).toHaveAttribute("src", `/api/shows/${show.id}/stream?link=1`);
    expect(video).toHaveAccessibleName("Rooftop Session");

    fireEvent.error(video);
    await waitFor(() => expect(document.querySelector("video")).toHaveAttribute("src", `/api/shows/${show.id}/stream?link=2`));
    expect(watched()).toBe(2);

    // A fresh link that fails too: the stream is unavailable, and can be tried again.
    const second = document.querySelector("video");
    if (!second) throw new Error("the video went away");
    fireEvent.error(second);
    await waitFor(() => expect(box.getByRole("status")).toHaveTextContent(VIDEO_UNAVAILABLE));
    expect(document.querySelector("video")).toBeNull();
    await user.click(box.getByRole("button", { name: "Retry" }));
    await waitFor(() => expect(document.querySelector("video")).toHaveAttribute("src", `/api/shows/${show.id}/stream?link=3`));
  });

  it("tells a fan whose ticket was sold on while the page was open, at the next renewal", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const show = ticketedShow();
    const links = signedLinks(show, "youtube", WATCH_RENEW_BEFORE_MS + 5_000);
    let sold = false;
    setUp(show, () => (sold ? refusal(403, "forbidden", "not_holder", NOT_A_TICKET_HOLDER) : links()));
    const box = await player();
    await box.findByRole("button", { name: PLAY });
    sold = true;
    await vi.advanceTimersByTimeAsync(6_000);
    await waitFor(() => expect(box.getByRole("status")).toHaveTextContent(BUY_A_TICKET_TO_WATCH));
    expect(box.queryByRole("button", { name: PLAY })).not.toBeInTheDocument();
  });

  it("asks again when a sale changes the tickets left, so a fan back from checkout can watch", async () => {
    const show = ticketedShow();
    const links = signedLinks(show, "youtube");
    let bought = false;
    const { Source } = setUp(show, () => (bought ? links() : refusal(403, "forbidden", "not_holder", NOT_A_TICKET_HOLDER)));
    const box = await player();
    await waitFor(() => expect(box.getByRole("status")).toHaveTextContent(BUY_A_TICKET_TO_WATCH));
    bought = true;
    Source.latest().emit("tickets_left", { kind: "tickets_left", showId: show.id, ticketsLeft: 8 }, "5");
    expect(await box.findByRole("button", { name: PLAY })).toBeInTheDocument();
  });
});
