import { afterEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { CHECK_IN_CODE_EXPIRED, CHECK_IN_CODE_INVALID, showDoorPath, type CheckInList, type CheckInPass } from "@wbe3/domain";
import { axeViolations } from "@/test/axe";
import { apiError, installFakeApi } from "@/test/fake-api";
import { installFakeEventSource } from "@/test/fake-event-source";
import { jsonResponse } from "@/test/fetch-stub";
import { installMatchMedia } from "@/test/media";
import { renderApp } from "@/test/render-app";
import { resetAppState } from "@/test/reset-app-state";
import { sampleShow } from "../test/sample-show";

vi.mock("../door/qr-reader", () => ({
  startQrReader: (_video: HTMLVideoElement, onText: (text: string) => void) => {
    // The camera reads the same code three times in a row: one scan.
    onText("camera-code");
    onText("camera-code");
    onText("camera-code");
    return Promise.resolve({ stop: () => undefined });
  },
}));

afterEach(async () => {
  await resetAppState();
  vi.unstubAllGlobals();
});

const HOLDER = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8";

function setUp(answers: Array<() => Response>) {
  installMatchMedia();
  installFakeEventSource();
  const show = sampleShow({ title: "Rooftop Session", ticketed: true, capacity: 10, ticketsLeft: 8 });
  const list: CheckInList = { showId: show.id, tickets: 10, checkedIn: 0, holders: 0, checkIns: [] };
  const api = installFakeApi({
    routes: {
      [`GET /api/shows/${show.id}`]: () => jsonResponse(show),
      [`GET /api/shows/${show.id}/check-ins`]: () => jsonResponse(list),
      [`POST /api/shows/${show.id}/check-ins`]: () => {
        const answer = (answers.shift() ?? (() => apiError("conflict", "No answer left.", 409)))();
        if (answer.status === 200) {
          list.checkedIn += 1;
          list.holders = 1;
          list.checkIns.unshift({
            holder: HOLDER,
            tokenId: "7",
            sequence: list.checkedIn,
            at: "2027-03-06T19:05:00.000Z",
            scannedBy: "door@example.com",
          });
        }
        return answer;
      },
    },
  });
  renderApp({ path: showDoorPath(show.id), viewer: { role: "fan", privileged: false } });
  return { api, show, user: userEvent.setup() };
}

const pass = (showId: string): CheckInPass => ({
  pass: true,
  showId,
  tokenId: "7",
  holder: HOLDER,
  units: 2,
  checkedIn: 1,
  at: "2027-03-06T19:05:00.000Z",
});

describe("the door check-in page", () => {
  it("checks a pasted code in: a big pass, announced and focused, then the list counts it", async () => {
    const answers: Array<() => Response> = [];
    const { api, show, user } = setUp(answers);
    answers.push(() => jsonResponse(pass(show.id)));
    expect(await screen.findByRole("heading", { level: 1, name: "Door check-in" })).toBeInTheDocument();
    expect(await screen.findByText("Rooftop Session")).toBeInTheDocument();
    expect(await screen.findByText("0 checked in of 10 tickets, from 0 holders")).toBeInTheDocument();
    await user.type(screen.getByRole("textbox", { name: "Ticket code" }), "  pasted-code ");
    await user.click(screen.getByRole("button", { name: "Check in" }));
    const status = (await screen.findByText("Welcome in")).closest("[role=status]");
    await waitFor(() => expect(status).toHaveFocus());
    expect(status).toHaveTextContent("Welcome in");
    expect(status).toHaveTextContent(HOLDER);
    expect(status).toHaveTextContent("1 of 2 tickets used");
    expect(api.bodiesFor(`POST /api/shows/${show.id}/check-ins`)).toEqual([{ code: "pasted-code" }]);
    expect(await screen.findByText("1 checked in of 10 tickets, from 1 holder")).toBeInTheDocument();
    const entries = within(screen.getByRole("list", { name: "Check-ins, newest first" })).getAllByRole("listitem");
    expect(entries).toHaveLength(1);
    expect(entries[0]).toHaveTextContent("by door@example.com");
    expect(screen.getByRole("textbox", { name: "Ticket code" })).toHaveValue("");
    expect(await axeViolations(screen.getByRole("main"))).toEqual([]);
  });

  it("shows the server's refusal as an alert that takes focus, each time anew", async () => {
    const answers = [
      () => apiError("conflict", "Already checked in at 8:05 PM.", 409),
      () => apiError("bad_request", CHECK_IN_CODE_EXPIRED, 400),
    ];
    const { user } = setUp(answers);
    const field = await screen.findByRole("textbox", { name: "Ticket code" });
    await user.type(field, "used-code");
    await user.click(screen.getByRole("button", { name: "Check in" }));
    const first = await screen.findByRole("alert");
    expect(first).toHaveTextContent("Not let in");
    expect(first).toHaveTextContent("Already checked in at 8:05 PM.");
    await waitFor(() => expect(first).toHaveFocus());
    expect(field).toHaveValue("used-code");
    await user.click(screen.getByRole("button", { name: "Check in" }));
    await waitFor(() => expect(screen.getByRole("alert")).toHaveTextContent(CHECK_IN_CODE_EXPIRED));
    await waitFor(() => expect(screen.getByRole("alert")).toHaveFocus());
  });

  it("asks for a code before sending an empty one", async () => {
    const { api, show, user } = setUp([]);
    const field = await screen.findByRole("textbox", { name: "Ticket code" });
    await user.click(screen.getByRole("button", { name: "Check in" }));
    expect(field).toHaveAccessibleDescription(`Paste the code shown under the holder's QR code. ${CHECK_IN_CODE_INVALID}`);
    expect(api.bodiesFor(`POST /api/shows/${show.id}/check-ins`)).toEqual([]);
  });

  it("checks in what the camera reads, once for a code held in view", async () => {
    const answers: Array<() => Response> = [];
    const { api, show, user } = setUp(answers);
    answers.push(() => jsonResponse(pass(show.id)));
    await user.click(await screen.findByRole("button", { name: "Scan with the camera" }));
    expect(await screen.findByText("Welcome in")).toBeInTheDocument();
    expect(api.bodiesFor(`POST /api/shows/${show.id}/check-ins`)).toEqual([{ code: "camera-code" }]);
    await user.click(screen.getByRole("button", { name: "Stop the camera" }));
    expect(screen.queryByLabelText("Camera view")).not.toBeInTheDocument();
  });
});
