import { afterEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ADD_TO_CALENDAR, PATHS, playVideoLabel, showCalendarPath, showPagePath, type LiveShow, type LiveShowStatus } from "@wbe3/domain";
import { axeViolations } from "@/test/axe";
import { apiError, installFakeApi } from "@/test/fake-api";
import { installFakeEventSource } from "@/test/fake-event-source";
import { jsonResponse } from "@/test/fetch-stub";
import { installMatchMedia } from "@/test/media";
import { renderApp } from "@/test/render-app";
import { resetAppState } from "@/test/reset-app-state";
import { showWhen } from "../format";
import { sampleShow } from "../test/sample-show";

afterEach(async () => {
  await resetAppState();
  vi.unstubAllGlobals();
});

function setUp(show: LiveShow, { patch }: { patch?: (status: LiveShowStatus) => Response } = {}) {
  installMatchMedia();
  const Source = installFakeEventSource();
  let current = show;
  const api = installFakeApi({
    routes: {
      [`GET /api/shows/${show.id}`]: () => jsonResponse(current),
      // A ticketed show's stream, as `/watch` gives it to a holder.
      [`GET /api/shows/${show.id}/watch`]: () =>
        jsonResponse({
          player: "youtube",
          url: `/api/shows/${show.id}/stream?sig=1`,
          expiresAt: new Date(Date.now() + 600_000).toISOString(),
        }),
      [`PATCH /api/shows/${show.id}`]: ({ body }) => {
        const { status } = body as { status: LiveShowStatus };
        if (patch) return patch(status);
        current = { ...current, status, displayStatus: status };
        return jsonResponse(current);
      },
    },
  });
  renderApp({
    path: showPagePath(show.id),
    viewer: show.mine ? { role: "artist", privileged: false } : { role: "fan", privileged: false },
  });
  return { api, Source, user: userEvent.setup() };
}

const controls = () => screen.getByRole("region", { name: "Run your show" });

describe("the show page", () => {
  it("shows the show to a fan: title, artist, status, start, price, tickets, the player and the calendar link; no controls", async () => {
    const show = sampleShow({
      title: "Rooftop Session",
      ticketed: true,
      ticketPrice: "12.5",
      capacity: 100,
      ticketsLeft: 40,
      description: "Songs.",
    });
    setUp(show);
    expect(await screen.findByRole("heading", { level: 1, name: "Rooftop Session" })).toBeInTheDocument();
    const main = within(screen.getByRole("main"));
    expect(main.getByRole("link", { name: "Nova Reign" })).toHaveAttribute("href", PATHS.artist("novareign"));
    expect(main.getByText("Upcoming")).toBeInTheDocument();
    expect(main.getByText(showWhen(show))).toHaveAttribute("datetime", show.eventAt);
    expect(main.getByText("12.5 WBE3")).toBeInTheDocument();
    expect(main.getByText("40 tickets left")).toBeInTheDocument();
    expect(await main.findByRole("button", { name: playVideoLabel("Rooftop Session") })).toBeInTheDocument();
    const calendar = main.getByRole("link", { name: ADD_TO_CALENDAR });
    expect(calendar).toHaveAttribute("href", showCalendarPath(show.id));
    expect(calendar).toHaveAttribute("download");
    expect(screen.queryByRole("region", { name: "Run your show" })).not.toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Stream from your software" })).not.toBeInTheDocument();
  });

  it("lets the owner go live and end the show, focusing each outcome", async () => {
    const show = sampleShow({ title: "Rooftop Session", mine: true });
    const { api, user } = setUp(show);
    await screen.findByRole("heading", { level: 1, name: "Rooftop Session" });
    await user.click(within(controls()).getByRole("button", { name: "Go live" }));
    await waitFor(() => expect(within(controls()).getByRole("status")).toHaveFocus());
    expect(within(controls()).getByRole("status")).toHaveTextContent("You are live");
    expect(within(screen.getByRole("article")).getByText("Live")).toBeInTheDocument();
    await user.click(within(controls()).getByRole("button", { name: "End show" }));
    await waitFor(() => expect(within(controls()).getByRole("status")).toHaveTextContent("The show has ended."));
    expect(within(controls()).getByRole("status")).toHaveFocus();
    expect(within(controls()).queryByRole("button")).not.toBeInTheDocument();
    expect(api.bodiesFor(`PATCH /api/shows/${show.id}`)).toEqual([{ status: "live" }, { status: "ended" }]);
  });

  it("asks before cancelling; keeping the show sends nothing", async () => {
    const show = sampleShow({ mine: true });
    const { api, user } = setUp(show);
    const cancel = await within(await screen.findByRole("region", { name: "Run your show" })).findByRole("button", { name: "Cancel show" });
    await user.click(cancel);
    await user.click(
      within(await screen.findByRole("alertdialog", { name: "Cancel this show?" })).getByRole("button", { name: "Keep the show" }),
    );
    await waitFor(() => expect(cancel).toHaveFocus());
    expect(api.bodiesFor(`PATCH /api/shows/${show.id}`)).toEqual([]);

    await user.click(cancel);
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Cancel show" }));
    await waitFor(() => expect(within(controls()).getByRole("status")).toHaveTextContent("The show was cancelled."));
    expect(within(controls()).getByRole("status")).toHaveFocus();
    expect(api.bodiesFor(`PATCH /api/shows/${show.id}`)).toEqual([{ status: "cancelled" }]);
  });

  it("shows the server's refusal as an alert that takes focus", async () => {
    const show = sampleShow({ mine: true });
    const { user } = setUp(show, { patch: () => apiError("conflict", "The show is already live.", 409) });
    await user.click(await within(await screen.findByRole("region", { name: "Run your show" })).findByRole("button", { name: "Go live" }));
    const alert = await within(controls()).findByRole("alert");
    expect(alert).toHaveTextContent("The show is already live.");
    await waitFor(() => expect(alert).toHaveFocus());
  });

  it("gives the owner of an RTMP show its ingest details, the key hidden until asked for", async () => {
    const show = sampleShow({
      mine: true,
      stream: { type: "rtmp", url: null, hlsUrl: null },
      ingest: { url: "rtmps://live.example.com/app", streamKey: "sk-secret" },
    });
    const { user } = setUp(show);
    const ingest = await screen.findByRole("region", { name: "Stream from your software" });
    expect(within(ingest).getByText("rtmps://live.example.com/app")).toBeInTheDocument();
    expect(within(ingest).queryByText("sk-secret")).not.toBeInTheDocument();
    await user.click(within(ingest).getByRole("button", { name: "Show stream key" }));
    expect(within(ingest).getByText("sk-secret")).toBeInTheDocument();
    expect(within(ingest).getByRole("button", { name: "Show stream key" })).toHaveAttribute("aria-pressed", "true");
    expect(await axeViolations(screen.getByRole("main"))).toEqual([]);
  });

  it("follows the event stream: status and tickets left change in place, the status change is announced", async () => {
    const show = sampleShow({ title: "Rooftop Session", ticketed: true, capacity: 10, ticketsLeft: 10 });
    const { Source } = setUp(show);
    await screen.findByRole("heading", { level: 1, name: "Rooftop Session" });
    Source.latest().emit("tickets_left", { kind: "tickets_left", showId: show.id, ticketsLeft: 1 }, "5");
    Source.latest().emit("status", { kind: "status", showId: show.id, status: "live", displayStatus: "live" }, "6");
    const article = within(screen.getByRole("article"));
    expect(article.getByText("1 ticket left")).toBeInTheDocument();
    expect(article.getByText("Live")).toBeInTheDocument();
    expect(screen.getByText("Rooftop Session is live now.")).toHaveAttribute("aria-live", "polite");
  });

  it("says so when there is no such show", async () => {
    installMatchMedia();
    installFakeEventSource();
    installFakeApi();
    renderApp({ path: "/live-shows/6f1d7c5e-2b8a-4c1e-9a57-0d3c1f6b2aff" });
    expect(await screen.findByRole("heading", { level: 1, name: "Show not found" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "All live shows" })).toHaveAttribute("href", PATHS.liveShows);
  });
});
