import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { apiError, installFakeApi, meFor, sessionUser } from "@/test/fake-api";
import { installMatchMedia } from "@/test/media";
import { renderApp } from "@/test/render-app";
import { resetAppState } from "@/test/reset-app-state";

const FAN = meFor(sessionUser({ email: "fan@wbe3.example", role: "fan" }));

beforeEach(() => {
  installMatchMedia();
  window.localStorage.setItem("theme", "dark");
  window.localStorage.setItem("wagmi.recentConnectorId", '"org.wbe3.test-wallet"');
  window.localStorage.setItem("userRole", "fan");
  window.localStorage.setItem("walletAddress", "0xabc");
  window.localStorage.setItem("authTimestamp", "1700000000000");
  window.sessionStorage.setItem("draft", "kept for this tab");
});

afterEach(async () => {
  await resetAppState();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function localKeys(): string[] {
  return Array.from({ length: window.localStorage.length }, (_, index) => window.localStorage.key(index) ?? "").sort();
}

describe("Log Out", () => {
  it("ends the session on the server, clears the app's storage but the theme, and goes home", async () => {
    const api = installFakeApi({ me: FAN });
    const { router } = renderApp({ path: "/marketplace", me: FAN });
    const banner = within(await screen.findByRole("banner"));
    await userEvent.click(await banner.findByRole("button", { name: "Log Out" }));

    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
    expect(await screen.findByText("Logged Out")).toBeInTheDocument();
    expect(screen.getByText("You have been logged out successfully")).toBeInTheDocument();
    expect(api.bodiesFor("POST /api/auth/logout")).toHaveLength(1);
    expect(localKeys()).toEqual(["theme", "wagmi.recentConnectorId"]);
    expect(window.localStorage.getItem("theme")).toBe("dark");
    expect(window.sessionStorage.length).toBe(0);
    expect(await banner.findByRole("button", { name: "Sign In / Connect Wallet" })).toBeInTheDocument();
  });

  it("keeps the session, and says so, when the server cannot be told", async () => {
    installFakeApi({ me: FAN, routes: { "POST /api/auth/logout": () => apiError("unavailable", "The server is unavailable.", 503) } });
    const { router } = renderApp({ path: "/marketplace", me: FAN });
    const banner = within(await screen.findByRole("banner"));
    await userEvent.click(await banner.findByRole("button", { name: "Log Out" }));

    expect(await screen.findByText("Failed to disconnect wallet")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/marketplace");
    expect(banner.getByRole("link", { name: "Fan" })).toBeInTheDocument();
    expect(window.localStorage.getItem("userRole")).toBe("fan");
  });
});
