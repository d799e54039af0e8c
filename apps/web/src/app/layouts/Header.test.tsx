import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { jsonResponse, stubFetch } from "@/test/fetch-stub";
import { installMatchMedia } from "@/test/media";
import { renderApp } from "@/test/render-app";

beforeEach(() => {
  installMatchMedia();
  stubFetch(() => jsonResponse({ items: [], nextCursor: null }));
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const linkNames = (nav: HTMLElement) => within(nav).getAllByRole("link").map((link) => link.textContent);

describe("header", () => {
  it("has the home logo, both navigation variants and the Base Network badge", async () => {
    renderApp({ path: "/" });
    const banner = await screen.findByRole("banner");
    expect(within(banner).getByRole("link", { name: /WBE3 home/ })).toHaveAttribute("href", "/");
    expect(linkNames(within(banner).getByRole("navigation", { name: "Main" }))).toEqual([
      "Discover",
      "NFTs",
      "Marketplace",
    ]);
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

  it("offers sign-in to visitors and reports that wallet sign-in is not available yet", async () => {
    renderApp({ path: "/" });
    const banner = await screen.findByRole("banner");
    await userEvent.click(within(banner).getByRole("button", { name: "Sign In / Connect Wallet" }));
    const dialog = await screen.findByRole("dialog", { name: "Sign In / Connect Wallet" });
    await userEvent.click(within(dialog).getByRole("radio", { name: "Fan" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Continue" }));
    expect(await screen.findByText("Connection Failed", {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByText("Wallet sign-in is not available yet.")).toBeInTheDocument();
    expect(screen.getByRole("dialog", { name: "Sign In / Connect Wallet" })).toBeInTheDocument();
  });

  it("shows a signed-in fan their role link, plus Home and Log Out on the marketplace", async () => {
    renderApp({ path: "/marketplace", viewer: { role: "fan", privileged: false } });
    const banner = await screen.findByRole("banner");
    expect(within(banner).getByRole("link", { name: "Fan" })).toHaveAttribute("href", "/fan-dashboard");
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
    expect(within(banner).getByRole("link", { name: "Partner" })).toHaveAttribute("href", "/partner-dashboard");
    expect(within(banner).queryByRole("button", { name: "Log Out" })).not.toBeInTheDocument();
    expect(within(banner).getAllByRole("link", { name: "Home" })).toHaveLength(1);
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
