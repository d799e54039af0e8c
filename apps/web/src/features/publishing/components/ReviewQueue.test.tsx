import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { PUBLISHING_MESSAGES, type ReviewItem } from "@wbe3/domain";
import { axeViolations } from "@/test/axe";
import { installFakeApi } from "@/test/fake-api";
import { jsonResponse } from "@/test/fetch-stub";
import { installMatchMedia } from "@/test/media";
import { renderWithProviders } from "@/test/render-app";
import { resetAppState } from "@/test/reset-app-state";
import { ReviewQueue } from "./ReviewQueue";

beforeEach(() => installMatchMedia());

afterEach(async () => {
  await resetAppState();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const FILE_CID = `b${"a".repeat(58)}`;
const PENDING: ReviewItem = {
  id: "00000000-0000-4000-8000-000000000009",
  title: "Quiet Night",
  authorName: "Nia Reads",
  genre: "poetry",
  description: "Verses.",
  price: (3n * 10n ** 18n).toString(),
  fileCid: FILE_CID,
  fileUrl: `/ipfs/${FILE_CID}`,
  coverCid: null,
  coverUrl: null,
  status: "pending",
  reviewReason: null,
  reviewedAt: null,
  listingId: null,
  submittedAt: "2026-11-01T10:00:00.000Z",
  artistName: "Nia Reads",
  artistUsername: "nia.reads",
};

function renderQueue() {
  const state = { books: [PENDING] };
  const api = installFakeApi({
    routes: {
      "GET /api/admin/reviews": () => jsonResponse({ books: state.books }),
      [`POST /api/admin/reviews/${PENDING.id}`]: ({ body }) => {
        state.books = [];
        const decision = (body as { decision: string }).decision;
        return jsonResponse({ book: { ...PENDING, status: decision === "approve" ? "approved" : "rejected" } });
      },
    },
  });
  renderWithProviders(<ReviewQueue />, { viewer: { role: "admin", privileged: false } });
  return api;
}

describe("ReviewQueue", () => {
  it("shows a pending book with its file and approves it", async () => {
    const api = renderQueue();
    const queue = within(await screen.findByRole("region", { name: "Book review queue" }));
    expect(await queue.findByRole("heading", { name: "Quiet Night" })).toBeInTheDocument();
    expect(queue.getByRole("link", { name: "Open the book file" })).toHaveAttribute("href", `/ipfs/${FILE_CID}`);
    expect(await axeViolations()).toEqual([]);
    await userEvent.click(queue.getByRole("button", { name: "Approve Quiet Night" }));
    expect(await queue.findByText("No books waiting for review.")).toBeInTheDocument();
    expect(api.bodiesFor(`POST /api/admin/reviews/${PENDING.id}`)).toEqual([{ decision: "approve" }]);
  });

  it("rejects only with a reason", async () => {
    const api = renderQueue();
    const queue = within(await screen.findByRole("region", { name: "Book review queue" }));
    await userEvent.click(await queue.findByRole("button", { name: "Reject Quiet Night" }));
    await userEvent.click(queue.getByRole("button", { name: "Reject Quiet Night" }));
    expect(await queue.findByText(PUBLISHING_MESSAGES.reasonRequired)).toBeInTheDocument();
    expect(api.bodiesFor(`POST /api/admin/reviews/${PENDING.id}`)).toEqual([]);
    await userEvent.type(queue.getByLabelText("Reason for the rejection"), "Chapter two is missing.");
    await userEvent.click(queue.getByRole("button", { name: "Reject Quiet Night" }));
    await waitFor(() =>
      expect(api.bodiesFor(`POST /api/admin/reviews/${PENDING.id}`)).toEqual([{ decision: "reject", reason: "Chapter two is missing." }]),
    );
  });
});
