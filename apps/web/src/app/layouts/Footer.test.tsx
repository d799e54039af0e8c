import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { installFakeApi } from "@/test/fake-api";
import { installMatchMedia } from "@/test/media";
import { renderApp } from "@/test/render-app";
import { resetAppState } from "@/test/reset-app-state";

beforeEach(() => {
  installMatchMedia();
});

afterEach(async () => {
  await resetAppState();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The footer arrives once the visitor scrolls (FooterWhenNear). */
async function scrolledFooter() {
  fireEvent.scroll(window);
  return within(await screen.findByRole("contentinfo"));
}

describe("footer", () => {
  it("is fetched only once the visitor scrolls: the first screen has none of its code", async () => {
    installFakeApi();
    renderApp({ path: "/" });
    await screen.findByRole("heading", { level: 1 });
    expect(screen.queryByRole("contentinfo")).not.toBeInTheDocument();
    await scrolledFooter();
  });

  it("is fetched at a keyboard user's first key press, so Tab reaches its links without scrolling", async () => {
    installFakeApi();
    renderApp({ path: "/" });
    await screen.findByRole("heading", { level: 1 });
    expect(screen.queryByRole("contentinfo")).not.toBeInTheDocument();
    fireEvent.keyDown(window, { key: "Tab" });
    expect(await screen.findByRole("contentinfo")).toBeInTheDocument();
  });

  it("has the Launch Platform call to action, the cards, four link columns, contact and copyright", async () => {
    installFakeApi();
    renderApp({ path: "/" });
    const footer = await scrolledFooter();
    expect(footer.getByRole("button", { name: "Launch Platform" })).toHaveAttribute("aria-haspopup", "dialog");
    expect(footer.getByRole("heading", { name: "Security" })).toBeInTheDocument();
    expect(footer.getByRole("heading", { name: "Copyright" })).toBeInTheDocument();
    for (const column of ["Platform", "For Artists", "For Fans", "Support"]) {
      expect(footer.getByRole("heading", { name: column })).toBeInTheDocument();
    }
    expect(footer.getByRole("link", { name: "support@wbe3.example" })).toHaveAttribute("href", "mailto:support@wbe3.example");
    expect(footer.getByText(`© ${new Date().getFullYear()} WBE3. All rights reserved.`)).toBeInTheDocument();
  });

  it("links the dev outbox only in local mode", async () => {
    installFakeApi({ config: { localMode: true } });
    renderApp({ path: "/" });
    const footer = await scrolledFooter();
    expect(await footer.findByRole("link", { name: "Dev outbox" })).toHaveAttribute("href", "/dev/outbox");
  });

  it("has no dev outbox link outside local mode", async () => {
    const api = installFakeApi({ config: { localMode: false } });
    renderApp({ path: "/" });
    const footer = await scrolledFooter();
    await waitFor(() => expect(api.urlsFor("/api/config")).toHaveLength(1));
    expect(footer.queryByRole("link", { name: "Dev outbox" })).not.toBeInTheDocument();
  });
});
