import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import {
  benefitLines,
  TIER_BENEFITS,
  TIER_CHOICE_MESSAGES,
  TIER_MESSAGES,
  type Checkout,
  type MembershipView,
  type SessionUser,
} from "@wbe3/domain";
import { installFakeApi, meFor, sessionUser } from "@/test/fake-api";
import { jsonResponse } from "@/test/fetch-stub";
import { installMatchMedia } from "@/test/media";
import { renderApp } from "@/test/render-app";
import { resetAppState } from "@/test/reset-app-state";
import { MembershipLine } from "./MembershipLine";

beforeEach(() => installMatchMedia());

afterEach(async () => {
  await resetAppState();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const WBE3 = 10n ** 18n;

/** No membership yet: every tier can be chosen. */
function noMembership(): MembershipView {
  return {
    tier: null,
    state: "none",
    stateText: "No membership",
    level: "none",
    startedAt: null,
    expiresAt: null,
    daysLeft: 0,
    trialUsed: false,
    benefits: TIER_BENEFITS.none,
    options: [
      { tier: "trial", available: true, amount: "0", change: "trial", reason: null },
      { tier: "basic", available: true, amount: (120n * WBE3).toString(), change: "start", reason: null },
      { tier: "pro", available: true, amount: (999n * WBE3).toString(), change: "start", reason: null },
    ],
    publishing: { included: false, unlockedUntil: null, allowed: false },
  };
}

/** A running Basic year with 100 days left: renew Basic, upgrade to Pro pro-rated, trial refused. */
function basicRunning(): MembershipView {
  return {
    ...noMembership(),
    tier: "basic",
    state: "active",
    stateText: "Active",
    level: "basic",
    startedAt: "2026-03-01T10:00:00.000Z",
    expiresAt: "2027-03-01T10:00:00.000Z",
    daysLeft: 100,
    trialUsed: true,
    benefits: TIER_BENEFITS.basic,
    options: [
      { tier: "trial", available: false, amount: "0", change: null, reason: TIER_MESSAGES.trialUsed },
      { tier: "basic", available: true, amount: (120n * WBE3).toString(), change: "renew", reason: null },
      { tier: "pro", available: true, amount: "240821917808219178082", change: "upgrade", reason: null },
    ],
  };
}

const TRIAL_ORDER: Checkout = {
  orderId: "00000000-0000-4000-8000-000000000001",
  items: [],
  total: "0",
  currency: "WBE3",
  expiresAt: "2026-12-01T00:00:00.000Z",
  calls: [],
};

function renderTiers(user: SessionUser, membership: MembershipView, path = "/tiers") {
  const state = { membership };
  const api = installFakeApi({
    me: meFor(user),
    routes: {
      "GET /api/tiers/me": () => jsonResponse(state.membership),
      "POST /api/tiers/subscriptions": () => {
        state.membership = { ...state.membership, tier: "trial", state: "trial", stateText: "Free trial: 3 days left", level: "trial" };
        return jsonResponse(TRIAL_ORDER, 201);
      },
    },
  });
  const view = renderApp({ path, me: meFor(user) });
  return { ...view, api };
}

const card = async (name: string) => within(await screen.findByRole("group", { name: new RegExp(`^${name}`) }));

describe("/tiers", () => {
  it("shows each tier's price and the artist's benefits, the membership, and one action per tier", async () => {
    renderTiers(sessionUser({ role: "artist", email: "ada@wbe3.example" }), noMembership());
    expect(await screen.findByRole("heading", { level: 1, name: "Choose Your Tier" })).toBeInTheDocument();
    expect(await screen.findByText("No membership")).toBeInTheDocument();

    const trial = await card("Free Trial");
    expect(trial.getByText("3-day free trial")).toBeInTheDocument();
    for (const line of benefitLines("trial", "artist")) expect(trial.getByText(line)).toBeInTheDocument();
    expect(trial.getByRole("button", { name: "Start free trial" })).toBeEnabled();

    const basic = await card("Basic");
    expect(basic.getByText("120 WBE3 per year")).toBeInTheDocument();
    expect(basic.getByText("100 uploads per month")).toBeInTheDocument();
    expect(basic.getByRole("button", { name: "Choose Basic" })).toBeEnabled();

    const pro = await card("Pro");
    expect(pro.getByText("999 WBE3 per year")).toBeInTheDocument();
    expect(pro.getByText("Unlimited uploads per month")).toBeInTheDocument();
    expect(pro.getByRole("button", { name: "Choose Pro" })).toBeEnabled();
  });

  it("shows a fan the fan's benefits", async () => {
    renderTiers(sessionUser({ role: "fan" }), noMembership());
    const basic = await card("Basic");
    for (const line of benefitLines("basic", "fan")) expect(basic.getByText(line)).toBeInTheDocument();
    expect(basic.queryByText("100 uploads per month")).not.toBeInTheDocument();
  });

  it("shows a running membership precisely, renewal and the pro-rated upgrade, and why the trial cannot be chosen", async () => {
    renderTiers(sessionUser({ role: "artist" }), basicRunning());
    const summary = within(await screen.findByRole("region", { name: "Your membership" }));
    expect(summary.getByText("Active")).toBeInTheDocument();
    expect(summary.getByText("Mar 1, 2026")).toBeInTheDocument();
    expect(summary.getByText("Mar 1, 2027")).toBeInTheDocument();

    const basic = await card("Basic");
    expect(basic.getByText("Current")).toBeInTheDocument();
    expect(basic.getByRole("button", { name: "Renew Basic" })).toBeEnabled();
    expect((await card("Pro")).getByRole("button", { name: "Upgrade to Pro — 240.82 WBE3" })).toBeEnabled();

    const trialButton = (await card("Free Trial")).getByRole("button", { name: "Start free trial" });
    expect(trialButton).toBeDisabled();
    expect(trialButton).toHaveAccessibleDescription(TIER_MESSAGES.trialUsed);
  });

  it("starts the free trial without a payment and lands a new member on the artist dashboard", async () => {
    const { api, router } = renderTiers(sessionUser({ role: "artist", email: "ada@wbe3.example" }), noMembership());
    await userEvent.click((await card("Free Trial")).getByRole("button", { name: "Start free trial" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/artist-dashboard"));
    expect(api.bodiesFor("POST /api/tiers/subscriptions")).toEqual([{ tier: "trial" }]);
    expect(await screen.findByText(TIER_CHOICE_MESSAGES.trialStarted)).toBeInTheDocument();
  });

  it("lands a fan from sign-up on the fan dashboard", async () => {
    const { router } = renderTiers(sessionUser({ role: "fan", email: "fan@wbe3.example" }), noMembership(), "/tiers?from=signup");
    await userEvent.click((await card("Free Trial")).getByRole("button", { name: "Start free trial" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/fan-dashboard"));
  });

  it("asks for a linked wallet before a paid tier, and creates no order", async () => {
    const { api, router } = renderTiers(sessionUser({ role: "artist", email: "ada@wbe3.example" }), noMembership());
    await userEvent.click((await card("Basic")).getByRole("button", { name: "Choose Basic" }));
    expect(await screen.findByText(TIER_CHOICE_MESSAGES.walletNeeded)).toBeInTheDocument();
    expect(api.bodiesFor("POST /api/tiers/subscriptions")).toEqual([]);
    expect(router.state.location.pathname).toBe("/tiers");
  });
});

describe("the dashboard's membership line", () => {
  it("shows the tier and its state, with the way to /tiers", async () => {
    const me = meFor(sessionUser({ role: "fan" }));
    installFakeApi({ me, routes: { "GET /api/tiers/me": () => jsonResponse(basicRunning()) } });
    renderApp({ me, routes: [{ path: "*", element: <MembershipLine /> }] });
    expect(await screen.findByText("Basic: Active")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Manage tier" })).toHaveAttribute("href", "/tiers");
  });
});
