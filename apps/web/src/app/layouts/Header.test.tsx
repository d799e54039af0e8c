import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { TEST_CONFIG } from "@/test/fake-api";
import { jsonResponse, stubFetch } from "@/test/fetch-stub";
import { installMatchMedia } from "@/test/media";
import { renderApp } from "@/test/render-app";
import { resetAppState } from "@/test/reset-app-state";

beforeEach(() => {
  installMatchMedia();
  stubFetch((url) => jsonResponse(url.pathname === "/api/config" ? TEST_CONFIG : { items: [], nextCursor: null }));
});

afterEach(async () => {
  await resetAppState();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const linkNames = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole("link")
    .map((link) => link.textContent);

describe("header", () => {
  it("has the home logo, both navigation variants and the Base Network badge", async () => {
    renderApp({ path: "/" });
    const banner = await screen.findByRole("banner");
    expect(within(banner).getByRole("link", { name: /WBE3 home/ })).toHaveAttribute("href", "/");
    expect(linkNames(within(banner).getByRole("navigation", { name: "Main" }))).toEqual(["Discover", "NFTs", "Marketplace"]);
    expect(linkNames(within(banner).getByRole("navigation", { name: "Sections" }))).toEqual([
      "Home",
      "Discover",
      "Live Shows",
      "Artist Studio",
      "Marketplace",
      "Open Mic Night",
    ]);
    expect(within(banner).getByText("Base Network")).toBeInTheDocument();
  });

  it("offers sign-in to visitors, opening the wallet dialog", async () => {
    renderApp({ path: "/" });
    const banner = await screen.findByRole("banner");
    await userEvent.click(within(banner).getByRole("button", { name: "Sign In / Connect Wallet" }));
    const dialog = await screen.findByRole("dialog", { name: "Sign In / Connect Wallet" });
    expect(within(dialog).getByRole("radiogroup", { name: "I'm signing in as:" })).toBeInTheDocument();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(within(banner).getByRole("button", { name: "Sign In / Connect Wallet" })).toHaveFocus();
  });

  it("shows a signed-in fan their role link, plus Home and Log Out on the marketplace", async () => {
    renderApp({ path: "/marketplace", viewer: { role: "fan", privileged: false } });
    const banner = await screen.findByRole("banner");
    // The signed-in controls load after the session is known (visitors never download them).
    expect(await within(banner).findByRole("link", { name: "Fan" })).toHaveAttribute("href", "/fan-dashboard");
    // One Home link in the Sections navigation, one beside Log Out.
    const homeLinks = within(banner).getAllByRole("link", { name: "Home" });
    expect(homeLinks).toHaveLength(2);
    expect(homeLinks.every((link) => link.getAttribute("href") === "/")).toBe(true);
    expect(within(banner).getByRole("button", { name: "Log Out" })).toBeInTheDocument();
    expect(within(banner).queryByRole("button", { name: "Sign In / Connect Wallet" })).not.toBeInTheDocument();
  });

  it("keeps Home and Log Out off pages outside the SPEC's list", async () => {
    renderApp({ path: "/honeybank", viewer: { role: "partner", privileged: false } });
    const banner = await screen.findByRole("banner");
    expect(await within(banner).findByRole("link", { name: "Partner" })).toHaveAttribute("href", "/partner-dashboard");
    expect(within(banner).queryByRole("button", { name: "Log Out" })).not.toBeInTheDocument();
    expect(within(banner).getAllByRole("link", { name: "Home" })).toHaveLength(1);
  });

  it.each(["/fan-dashboard", "/artist-dashboard", "/discover", "/artists", "/platform"])("shows Home and Log Out on %s", async (path) => {
    renderApp({ path, viewer: { role: "fan", privileged: true } });
    const banner = await screen.findByRole("banner");
    // The privileged wallet is an artist whatever role it chose.
    expect(await within(banner).findByRole("link", { name: "Artist" })).toHaveAttribute("href", "/artiststudio");
    expect(within(banner).getByRole("button", { name: "Log Out" })).toBeInTheDocument();
  });

  it("closes the mobile menu when its Sign In button opens the dialog", async () => {
    renderApp({ path: "/" });
    const banner = await screen.findByRole("banner");
    await userEvent.click(within(banner).getByRole("button", { name: "Open menu" }));
    const menu = await screen.findByRole("dialog", { name: "Menu" });
    await userEvent.click(within(menu).getByRole("button", { name: "Sign In / Connect Wallet" }));
    expect(await screen.findByRole("dialog", { name: "Sign In / Connect Wallet" })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Menu" })).not.toBeInTheDocument());
  });

  it("opens the mobile menu as a dialog with both navigations, and Escape closes it", async () => {
    renderApp({ path: "/" });
    const banner = await screen.findByRole("banner");
    const menuButton = within(banner).getByRole("button", { name: "Open menu" });
    await userEvent.click(menuButton);
    const menu = await screen.findByRole("dialog", { name: "Menu" });
    expect(within(menu).getByRole("navigation", { name: "Main menu" })).toBeInTheDocument();
    expect(within(menu).getByRole("navigation", { name: "All sections" })).toBeInTheDocument();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Menu" })).not.toBeInTheDocument());
    expect(menuButton).toHaveFocus();
  });
});
