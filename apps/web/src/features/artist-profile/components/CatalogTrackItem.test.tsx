import { afterEach, describe, expect, it, vi } from "vitest";
import { screen } from "@testing-library/react";
import type { CatalogTrack } from "@wbe3/domain";
import { stubFetch } from "@/test/fetch-stub";
import { apiError } from "@/test/fake-api";
import { renderWithProviders } from "@/test/render-app";
import { CatalogTrackItem } from "./CatalogTrackItem";

const TRACK: CatalogTrack = {
  id: "t1",
  title: "Sealed Verse",
  albumName: "Singles",
  albumArt: null,
  releaseDate: "2026-03-01",
  duration: 31_000,
  previewUrl: null,
  appleMusicUrl: null,
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("a catalog track", () => {
  it("plays a public track in place", () => {
    stubFetch(() => apiError("not_found", "none", 404));
    renderWithProviders(
      <ul>
        <CatalogTrackItem track={{ ...TRACK, previewUrl: "/ipfs/bafyaudio" }} />
      </ul>,
    );
    expect(screen.getByLabelText("Preview of Sealed Verse")).toHaveAttribute("src", "/ipfs/bafyaudio");
    expect(screen.queryByRole("link", { name: /Buy to listen/ })).not.toBeInTheDocument();
  });

  it("offers a holders-only track for sale instead of a player", () => {
    stubFetch(() => apiError("not_found", "none", 404));
    renderWithProviders(
      <ul>
        <CatalogTrackItem track={{ ...TRACK, buyListingId: "listing-1" }} />
      </ul>,
    );
    expect(screen.queryByLabelText("Preview of Sealed Verse")).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Buy to listen to Sealed Verse" })).toHaveAttribute(
      "href",
      "/marketplace?q=Sealed+Verse&category=music",
    );
  });

  it("plays a holders-only track's preview clip, next to the way to buy it", () => {
    stubFetch(() => apiError("not_found", "none", 404));
    renderWithProviders(
      <ul>
        <CatalogTrackItem track={{ ...TRACK, previewUrl: "/ipfs/bafyclip", buyListingId: "listing-1" }} />
      </ul>,
    );
    expect(screen.getByLabelText("Preview of Sealed Verse")).toHaveAttribute("src", "/ipfs/bafyclip");
    expect(screen.getByRole("link", { name: "Buy to listen to Sealed Verse" })).toBeInTheDocument();
  });
});
