import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { screen, within } from "@testing-library/react";
import { jsonResponse, stubFetch } from "@/test/fetch-stub";
import { installMatchMedia } from "@/test/media";
import { renderApp } from "@/test/render-app";

beforeEach(() => {
  installMatchMedia();
  stubFetch(() => jsonResponse({ items: [] }));
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("footer", () => {
  it("has the Launch Platform call to action, the cards, four link columns, contact and copyright", async () => {
    renderApp({ path: "/" });
    const footer = within(await screen.findByRole("contentinfo"));
    expect(footer.getByRole("link", { name: "Launch Platform" })).toHaveAttribute("href", "/register");
    expect(footer.getByRole("heading", { name: "Security" })).toBeInTheDocument();
    expect(footer.getByRole("heading", { name: "Copyright" })).toBeInTheDocument();
    for (const column of ["Platform", "For Artists", "For Fans", "Support"]) {
      expect(footer.getByRole("heading", { name: column })).toBeInTheDocument();
    }
    expect(footer.getByRole("link", { name: "support@wbe3.example" })).toHaveAttribute(
      "href",
      "mailto:support@wbe3.example",
    );
    expect(footer.getByText(`© ${new Date().getFullYear()} WBE3. All rights reserved.`)).toBeInTheDocument();
  });
});
