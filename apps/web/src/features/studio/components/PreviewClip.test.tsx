import { afterEach, describe, expect, it, vi } from "vitest";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { PREVIEW_NOT_THE_TRACK, type UploadRecord } from "@wbe3/domain";
import { apiError, installFakeApi } from "@/test/fake-api";
import { jsonResponse } from "@/test/fetch-stub";
import { installFakeXhr } from "@/test/fake-xhr";
import { renderWithProviders } from "@/test/render-app";
import { FILE_CID, STORED_TRACK, UPLOAD_ID, uploadRecord } from "./studio-page-harness";
import { PreviewClip } from "./PreviewClip";

const PUT = `PUT /api/uploads/${UPLOAD_ID}/preview`;
const sealed = (overrides: Partial<UploadRecord> = {}) =>
  uploadRecord({ title: "Sealed", category: "music", price: "5", fileCid: FILE_CID }, { fileAccess: "holders", ...overrides });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("a holders-only track's preview clip", () => {
  it("stores the chosen clip as music, then names it as the track's preview", async () => {
    installFakeXhr((upload) => upload.respond(201, STORED_TRACK));
    const api = installFakeApi({ routes: { [PUT]: () => jsonResponse({ upload: sealed({ previewUrl: STORED_TRACK.url }) }) } });
    renderWithProviders(<PreviewClip upload={sealed()} />);
    const clip = new File(["ID3 clip"], "clip.mp3", { type: "audio/mpeg" });
    await userEvent.setup().upload(screen.getByLabelText("Preview clip for Sealed (optional)"), clip);
    await vi.waitFor(() => expect(api.bodiesFor(PUT)).toEqual([{ previewCid: STORED_TRACK.ipfsHash }]));
  });

  it("removes a clip, and says why one was refused", async () => {
    const api = installFakeApi({ routes: { [PUT]: () => apiError("bad_request", PREVIEW_NOT_THE_TRACK, 400) } });
    renderWithProviders(<PreviewClip upload={sealed({ previewUrl: "/ipfs/bafyclip" })} />);
    expect(screen.getByLabelText("Preview clip of Sealed")).toHaveAttribute("src", "/ipfs/bafyclip");
    await userEvent.setup().click(screen.getByRole("button", { name: "Remove preview" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(PREVIEW_NOT_THE_TRACK);
    expect(api.bodiesFor(PUT)).toEqual([{ previewCid: null }]);
  });

  it("is not offered for a public track or a picture", () => {
    installFakeApi();
    const { container } = renderWithProviders(
      <>
        <PreviewClip upload={sealed({ fileAccess: "public" })} />
        <PreviewClip upload={sealed({ category: "art", fileAccess: "public" })} />
      </>,
    );
    expect(container.querySelector("input, audio")).toBeNull();
  });
});
