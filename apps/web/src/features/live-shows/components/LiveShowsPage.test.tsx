import { afterEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { LIVE_SHOW_CREATE_FAILED, LIVE_SHOW_REQUIRED_FIELDS, NO_LIVE_SHOWS, showPagePath, type LiveShow, type Viewer } from "@wbe3/domain";
import { axeViolations } from "@/test/axe";
import { apiError, installFakeApi } from "@/test/fake-api";
import { installFakeEventSource } from "@/test/fake-event-source";
import { jsonResponse } from "@/test/fetch-stub";
import { installMatchMedia } from "@/test/media";
import { ANONYMOUS, renderApp, renderWithProviders } from "@/test/render-app";
import { resetAppState } from "@/test/reset-app-state";
import { showWhen } from "../format";
import { sampleShow } from "../test/sample-show";
import { LiveShowsPage } from "./LiveShowsPage";

const ARTIST: Viewer = { role: "artist", privileged: false };
const FAN: Viewer = { role: "fan", privileged: false };
const PRIVILEGED: Viewer = { role: "fan", privileged: true };

afterEach(async () => {
  await resetAppState();
  vi.unstubAllGlobals();
});

interface SetUpOptions {
  shows?: LiveShow[];
  viewer?: Viewer;
  path?: string;
  nextOffset?: number | null;
  create?: () => Response;
}

function setUp({ shows = [], viewer = ANONYMOUS, path = "/liveshows", nextOffset = null, create }: SetUpOptions = {}) {
  installMatchMedia();
  const Source = installFakeEventSource();
  let listed = shows;
  const api = installFakeApi({
    routes: {
      "GET /api/shows": ({ url }) =>
        jsonResponse(
          url.searchParams.get("offset")
            ? { shows: [sampleShow({ title: "Second page" })], nextOffset: null }
            : { shows: listed, nextOffset },
        ),
      "POST /api/shows": ({ body }) => {
        if (create) return create();
        const show = sampleShow({ ...(body as Partial<LiveShow>), mine: true });
        listed = [show, ...listed];
        return jsonResponse(show, 201);
      },
    },
  });
  const view = renderWithProviders(<LiveShowsPage />, { viewer, path });
  return { api, Source, view, user: userEvent.setup() };
}

const cards = () => within(screen.getByRole("list", { name: "Shows" })).getAllByRole("listitem");

describe("the live shows list", () => {
  it("is the /liveshows and /live-shows page", async () => {
    installMatchMedia();
    installFakeEventSource();
    installFakeApi({ routes: { "GET /api/shows": () => jsonResponse({ shows: [], nextOffset: null }) } });
    for (const path of ["/liveshows", "/live-shows"]) {
      renderApp({ path });
      expect(await screen.findByRole("heading", { level: 1, name: "Live Shows" })).toBeInTheDocument();
      await resetAppState();
    }
  });

  it("shows each card's status (unknown as ended), start on the viewer's clock, price and tickets left", async () => {
    const ticketed = sampleShow({
      title: "Ticketed Night",
      ticketed: true,
      ticketPrice: "12.5",
      capacity: 10,
      ticketsLeft: 7,
      openMic: true,
    });
    const odd = sampleShow({ title: "Odd Status", status: "postponed", displayStatus: "ended" });
    setUp({ shows: [ticketed, odd] });
    await screen.findByRole("list", { name: "Shows" });
    const [first, second] = cards().map((card) => within(card));
    expect(first?.getByRole("link", { name: "Ticketed Night" })).toHaveAttribute("href", showPagePath(ticketed.id));
    expect(first?.getByText("Upcoming")).toBeInTheDocument();
    expect(first?.getByText("Open Mic Night")).toBeInTheDocument();
    expect(first?.getByText("12.5 WBE3")).toBeInTheDocument();
    expect(first?.getByText("7 tickets left")).toBeInTheDocument();
    expect(first?.getByText(showWhen(ticketed))).toHaveAttribute("datetime", ticketed.eventAt);
    expect(second?.getByText("Ended")).toBeInTheDocument();
    expect(second?.getByText("Free")).toBeInTheDocument();
    expect(second?.queryByText(/tickets? left/)).not.toBeInTheDocument();
  });

  it("says No live shows yet when there are none", async () => {
    setUp();
    expect((await screen.findByText(NO_LIVE_SHOWS)).closest("[role=status]")).toBeInTheDocument();
  });

  it("filters by status and Open Mic Night, in the URL and in the request", async () => {
    const { api, user, view } = setUp({ path: "/liveshows?status=ended" });
    await screen.findByText(NO_LIVE_SHOWS);
    expect(screen.getByRole("button", { name: "Ended" })).toHaveAttribute("aria-pressed", "true");
    expect(api.urlsFor("/api/shows").at(-1)?.searchParams.get("status")).toBe("ended");

    await user.click(screen.getByRole("button", { name: "Live" }));
    await user.click(screen.getByRole("button", { name: "Open Mic Night only" }));
    await waitFor(() => expect(api.urlsFor("/api/shows").at(-1)?.search).toBe("?status=live&openMic=true"));
    expect(view.router.state.location.search).toBe("?status=live&openMic=1");

    await user.click(screen.getByRole("button", { name: "All" }));
    await waitFor(() => expect(view.router.state.location.search).toBe("?openMic=1"));
  });

  it("loads the next page on request", async () => {
    const { api, user } = setUp({ shows: [sampleShow({ title: "First page" })], nextOffset: 20 });
    await user.click(await screen.findByRole("button", { name: "Load more shows" }));
    await screen.findByRole("link", { name: "Second page" });
    expect(api.urlsFor("/api/shows").at(-1)?.searchParams.get("offset")).toBe("20");
    expect(cards()).toHaveLength(2);
    expect(screen.queryByRole("button", { name: "Load more shows" })).not.toBeInTheDocument();
  });

  it.each([
    ["an artist", true, ARTIST],
    ["the privileged wallet", true, PRIVILEGED],
    ["a fan", false, FAN],
    ["a visitor", false, ANONYMOUS],
  ])("%s: create button offered: %s", async (_, offered, viewer) => {
    setUp({ viewer });
    await screen.findByText(NO_LIVE_SHOWS);
    expect(screen.queryByRole("button", { name: "Create show" }) !== null).toBe(offered);
  });

  it("announces, politely, a status change the event stream brings, and shows it on the card", async () => {
    const show = sampleShow({ title: "Nova Live" });
    const { Source } = setUp({ shows: [show] });
    await screen.findByRole("link", { name: "Nova Live" });
    Source.latest().emit("status", { kind: "status", showId: show.id, status: "live", displayStatus: "live" }, "1");
    expect(within(cards()[0] as HTMLElement).getByText("Live")).toBeInTheDocument();
    const news = screen.getByText("Nova Live is live now.");
    expect(news).toHaveAttribute("aria-live", "polite");
  });
});

// Each test fills a dialog of a dozen fields: give them the time a busy machine needs.
describe("the create dialog", { timeout: 15_000 }, () => {
  async function openDialog(user: ReturnType<typeof userEvent.setup>) {
    await user.click(await screen.findByRole("button", { name: "Create show" }));
    return screen.findByRole("dialog", { name: "Create a live show" });
  }

  /** Types as a paste, one event per field: the dialog has many fields and the machine may be busy. */
  async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
    await user.click(field);
    await user.paste(text);
  }

  async function fillRequired(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) {
    const form = within(dialog);
    await fill(user, form.getByLabelText("Title"), "Rooftop Session");
    await fill(user, form.getByLabelText("Artist name"), "Nova Reign");
    await fill(user, form.getByLabelText("Date"), "2027-03-06");
    await fill(user, form.getByLabelText("Time"), "20:00");
  }

  it("says at each required field that it must be filled in, and focuses the first", async () => {
    const { api, user } = setUp({ viewer: ARTIST });
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole("button", { name: "Create show" }));
    for (const label of ["Title", "Artist name", "Date", "Time"]) {
      const field = within(dialog).getByLabelText(label);
      expect(field).toHaveAttribute("aria-invalid", "true");
      expect(field).toHaveAccessibleDescription(LIVE_SHOW_REQUIRED_FIELDS);
    }
    expect(within(dialog).getByLabelText("Title")).toHaveFocus();
    expect(await axeViolations(dialog)).toEqual([]);
    expect(api.bodiesFor("POST /api/shows")).toEqual([]);
  });

  it("sends the show (only its platform's and its tickets' fields) and puts focus on it in the list", async () => {
    const { api, user } = setUp({ viewer: ARTIST });
    const dialog = await openDialog(user);
    await fillRequired(user, dialog);
    const form = within(dialog);
    await fill(user, form.getByLabelText("YouTube link"), "https://youtu.be/dQw4w9WgXcQ");
    await user.click(form.getByRole("radio", { name: "RTMP" }));
    await fill(user, form.getByLabelText("Ingest URL"), "rtmps://live.example.com/app");
    await fill(user, form.getByLabelText("Stream key"), "sk-123");
    await user.click(form.getByRole("checkbox", { name: "Ticketed" }));
    await user.clear(form.getByLabelText("Ticket price (WBE3)"));
    await fill(user, form.getByLabelText("Ticket price (WBE3)"), "12.5");
    await fill(user, form.getByLabelText("Capacity"), "100");
    await user.click(form.getByRole("checkbox", { name: "Open Mic Night" }));
    await user.click(form.getByRole("button", { name: "Create show" }));

    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(api.bodiesFor("POST /api/shows")).toEqual([
      {
        title: "Rooftop Session",
        description: "",
        artistName: "Nova Reign",
        streamType: "rtmp",
        streamUrl: null,
        rtmpIngestUrl: "rtmps://live.example.com/app",
        rtmpStreamKey: "sk-123",
        hlsUrl: null,
        eventDate: "2027-03-06",
        eventTime: "20:00",
        timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
        ticketPrice: "12.5",
        ticketed: true,
        capacity: 100,
        openMic: true,
      },
    ]);
    await waitFor(() => expect(screen.getByRole("link", { name: "Rooftop Session" })).toHaveFocus());
    expect(screen.getByText(/“Rooftop Session” was created/)).toBeInTheDocument();
  });

  it("shows SPEC 8's error in an alert dialog when the server fails, then gives focus back to the form", async () => {
    const { user } = setUp({ viewer: ARTIST, create: () => apiError("unavailable", "The database is down.", 503) });
    const dialog = await openDialog(user);
    await fillRequired(user, dialog);
    await user.click(within(dialog).getByRole("button", { name: "Create show" }));

    const alert = await screen.findByRole("alertdialog", { name: "Show not created" });
    expect(alert).toHaveAccessibleDescription(LIVE_SHOW_CREATE_FAILED);
    expect(within(alert).getByRole("button", { name: "OK" })).toHaveFocus();
    await user.click(within(alert).getByRole("button", { name: "OK" }));
    await waitFor(() => expect(within(dialog).getByRole("button", { name: "Create show" })).toHaveFocus());
    expect(within(dialog).getByLabelText("Title")).toHaveValue("Rooftop Session");
  });
});
