import { afterEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { DOOR_STAFF_EMAIL_INVALID, invalidAddress, showDoorPath, showPagePath, type DoorStaffAnswer } from "@wbe3/domain";
import { axeViolations } from "@/test/axe";
import { apiError, installFakeApi } from "@/test/fake-api";
import { installFakeEventSource } from "@/test/fake-event-source";
import { jsonResponse } from "@/test/fetch-stub";
import { installMatchMedia } from "@/test/media";
import { renderApp } from "@/test/render-app";
import { resetAppState } from "@/test/reset-app-state";
import { sampleShow } from "../test/sample-show";

afterEach(async () => {
  await resetAppState();
  vi.unstubAllGlobals();
});

const WALLET = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8";

function setUp({ put }: { put?: (staff: DoorStaffAnswer) => Response } = {}) {
  installMatchMedia();
  installFakeEventSource();
  const show = sampleShow({ mine: true, ticketed: true, capacity: 10, ticketsLeft: 10 });
  let staff: DoorStaffAnswer = { wallets: [], emails: ["door@example.com"] };
  const api = installFakeApi({
    routes: {
      [`GET /api/shows/${show.id}`]: () => jsonResponse(show),
      [`GET /api/shows/${show.id}/verifiers`]: () => jsonResponse(staff),
      [`PUT /api/shows/${show.id}/verifiers`]: ({ body }) => {
        if (put) return put(body as DoorStaffAnswer);
        staff = body as DoorStaffAnswer;
        return jsonResponse(staff);
      },
    },
  });
  renderApp({ path: showPagePath(show.id), viewer: { role: "artist", privileged: false } });
  return { api, show, user: userEvent.setup() };
}

const panel = () => screen.findByRole("region", { name: "Door staff" });

describe("the owner's door staff panel", () => {
  it("lists the door staff, adds a wallet and removes an e-mail, saving the whole list each time", async () => {
    const { api, show, user } = setUp();
    const region = within(await panel());
    expect(await region.findByText("door@example.com")).toBeInTheDocument();
    expect(region.getByRole("link", { name: "Open the door check-in" })).toHaveAttribute("href", showDoorPath(show.id));
    await user.type(region.getByRole("textbox", { name: "Wallet address" }), WALLET);
    await user.click(within(region.getByRole("form", { name: "Add a door staff wallet" })).getByRole("button", { name: "Add" }));
    expect(await region.findByText(WALLET)).toBeInTheDocument();
    expect(region.getByRole("textbox", { name: "Wallet address" })).toHaveValue("");
    await user.click(region.getByRole("button", { name: "Remove door@example.com" }));
    await waitFor(() => expect(region.queryByText("door@example.com")).not.toBeInTheDocument());
    expect(api.bodiesFor(`PUT /api/shows/${show.id}/verifiers`)).toEqual([
      { wallets: [WALLET], emails: ["door@example.com"] },
      { wallets: [WALLET], emails: [] },
    ]);
    expect(await axeViolations(screen.getByRole("main"))).toEqual([]);
  }, 20_000);

  it("refuses a malformed wallet or e-mail at its field, sending nothing", async () => {
    const { api, show, user } = setUp();
    const region = within(await panel());
    await region.findByText("door@example.com");
    const wallet = region.getByRole("textbox", { name: "Wallet address" });
    await user.type(wallet, "0x123");
    await user.click(within(region.getByRole("form", { name: "Add a door staff wallet" })).getByRole("button", { name: "Add" }));
    expect(wallet).toHaveAccessibleDescription(invalidAddress("0x123"));
    expect(wallet).toHaveAttribute("aria-invalid", "true");
    const email = region.getByRole("textbox", { name: "E-mail" });
    await user.type(email, "not an e-mail");
    await user.click(within(region.getByRole("form", { name: "Add a door staff e-mail" })).getByRole("button", { name: "Add" }));
    expect(email).toHaveAccessibleDescription(DOOR_STAFF_EMAIL_INVALID);
    expect(api.bodiesFor(`PUT /api/shows/${show.id}/verifiers`)).toEqual([]);
  });

  it("shows the server's refusal at the field that was being added", async () => {
    const { user } = setUp({ put: () => apiError("bad_request", "Name at most 50 door staff e-mails, as a list.", 400) });
    const region = within(await panel());
    await region.findByText("door@example.com");
    const email = region.getByRole("textbox", { name: "E-mail" });
    await user.type(email, "second@example.com");
    await user.click(within(region.getByRole("form", { name: "Add a door staff e-mail" })).getByRole("button", { name: "Add" }));
    await waitFor(() => expect(email).toHaveAccessibleDescription("Name at most 50 door staff e-mails, as a list."));
    expect(email).toHaveValue("second@example.com");
  });
});
