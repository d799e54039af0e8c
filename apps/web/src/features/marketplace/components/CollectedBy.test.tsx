import { afterEach, describe, expect, it, vi } from "vitest";
import { screen, within } from "@testing-library/react";
import { LISTING_NOT_FOUND, type Collectors } from "@wbe3/domain";
import { axeViolations } from "@/test/axe";
import { apiError } from "@/test/fake-api";
import { jsonResponse, stubFetch } from "@/test/fetch-stub";
import { renderWithProviders } from "@/test/render-app";
import { CollectedBy } from "./CollectedBy";

const LISTING = "6f1c2a53-4b8e-4f43-9d55-2a7c8f0e9b11";
const COLLECTORS_PATH = `/api/marketplace/listings/${LISTING}/collectors`;

function serve(answer: () => Response) {
  return stubFetch((url) => (url.pathname === COLLECTORS_PATH ? answer() : apiError("not_found", "no route", 404)));
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("CollectedBy", () => {
  it("shows the count and the newest collectors, by username (linked) or short address", async () => {
    const collectors: Collectors = {
      count: 2,
      newest: [
        { address: "0x90f79bf6eb2c4f870365e785982e1f101e93b906", username: "keen.collector" },
        { address: "0x15d34aaf54267db7d7c367839aaf71a00a2c6a65", username: null },
      ],
    };
    const fetches = serve(() => jsonResponse(collectors));
    renderWithProviders(<CollectedBy listingId={LISTING} />);
    const section = screen.getByRole("region", { name: "Collected by" });
    expect(await within(section).findByText("2 collectors")).toBeInTheDocument();
    expect(within(section).getByRole("link", { name: "@keen.collector" })).toHaveAttribute("href", "/artist/keen.collector");
    expect(within(section).getByText("0x15d3…6a65")).toBeInTheDocument();
    expect(within(section).queryByText(/more/)).not.toBeInTheDocument();
    expect(fetches.urlsFor(COLLECTORS_PATH)).toHaveLength(1);
    expect(await axeViolations()).toEqual([]);
  });

  it("says when nobody collected yet, and counts the ones beyond the newest", async () => {
    serve(() => jsonResponse({ count: 0, newest: [] }));
    const { unmount } = renderWithProviders(<CollectedBy listingId={LISTING} />);
    expect(await screen.findByText("No collectors yet.")).toBeInTheDocument();
    unmount();

    const newest = Array.from({ length: 5 }, (_, i) => ({ address: `0x${String(i + 1).repeat(40)}`, username: null }));
    serve(() => jsonResponse({ count: 12, newest }));
    renderWithProviders(<CollectedBy listingId={LISTING} />);
    expect(await screen.findByText("12 collectors")).toBeInTheDocument();
    expect(screen.getByText("and 7 more")).toBeInTheDocument();
  });

  it("shows the API's error in place of the list", async () => {
    serve(() => apiError("not_found", LISTING_NOT_FOUND, 404));
    renderWithProviders(<CollectedBy listingId={LISTING} />);
    expect(await screen.findByText(LISTING_NOT_FOUND)).toBeInTheDocument();
  });
});
