import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import {
  BOOK_SUBMISSION_FAILED,
  FILL_REQUIRED_FIELDS,
  PUBLISHING_INCLUDED_IN_PRO,
  PUBLISHING_MESSAGES,
  TIER_BENEFITS,
  type Book,
  type MembershipView,
} from "@wbe3/domain";
import { axeViolations } from "@/test/axe";
import { apiError, installFakeApi } from "@/test/fake-api";
import { installFakeXhr } from "@/test/fake-xhr";
import { jsonResponse } from "@/test/fetch-stub";
import { installMatchMedia } from "@/test/media";
import { renderWithProviders } from "@/test/render-app";
import { resetAppState } from "@/test/reset-app-state";
import { PublishingTab } from "./PublishingTab";

beforeEach(() => installMatchMedia());

afterEach(async () => {
  await resetAppState();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const ARTIST = { role: "artist", privileged: false } as const;
const FILE_CID = `b${"a".repeat(58)}`;

function membership(publishing: MembershipView["publishing"], level: MembershipView["level"] = "none"): MembershipView {
  return {
    tier: level === "pro" ? "pro" : null,
    state: level === "pro" ? "active" : "none",
    stateText: level === "pro" ? "Active" : "No membership",
    level,
    startedAt: null,
    expiresAt: null,
    daysLeft: 0,
    trialUsed: false,
    benefits: TIER_BENEFITS[level],
    options: [],
    publishing,
  };
}

function book(overrides: Partial<Book>): Book {
  return {
    id: "00000000-0000-4000-8000-000000000001",
    title: "Quiet Night",
    authorName: "Nia Reads",
    genre: "fiction",
    description: "",
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
    ...overrides,
  };
}

const UNLOCKED = { included: false, unlockedUntil: "2027-11-01T10:00:00.000Z", allowed: true };

function renderTab(view: MembershipView, books: Book[] = [], submitAnswer?: () => Response) {
  const api = installFakeApi({
    routes: {
      "GET /api/tiers/me": () => jsonResponse(view),
      "GET /api/artist/books": () => jsonResponse({ books }),
      "POST /api/artist/books":
        submitAnswer ?? (() => jsonResponse({ book: book({ title: "New Book" }), message: "submitted for review" }, 201)),
    },
  });
  renderWithProviders(<PublishingTab />, { viewer: ARTIST });
  return api;
}

describe("PublishingTab", () => {
  it("locked: offers the unlock at its price and shows no form; without a wallet nothing is ordered", async () => {
    const api = renderTab(membership({ included: false, unlockedUntil: null, allowed: false }));
    expect(await screen.findByText("Unlock book publishing: 198 WBE3 per year ($99 per year)")).toBeInTheDocument();
    expect(screen.queryByRole("form", { name: "Submit a book" })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Unlock" }));
    await waitFor(() => expect(screen.getByRole("button", { name: "Unlock" })).toBeEnabled());
    expect(api.bodiesFor("POST /api/artist/publishing/unlock")).toEqual([]);
    expect(PUBLISHING_MESSAGES.unlockWalletNeeded).toMatch(/wallet/);
  });

  it("with Pro: says it is included and shows the form", async () => {
    renderTab(membership({ included: true, unlockedUntil: null, allowed: true }, "pro"));
    expect(await screen.findByText(PUBLISHING_INCLUDED_IN_PRO)).toBeInTheDocument();
    expect(screen.getByRole("form", { name: "Submit a book" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Unlock" })).not.toBeInTheDocument();
  });

  it("unlocked: lists the books with their state, and Resubmit for a rejected one", async () => {
    renderTab(membership(UNLOCKED), [
      book({ id: "00000000-0000-4000-8000-000000000001", title: "Waiting", status: "pending" }),
      book({ id: "00000000-0000-4000-8000-000000000002", title: "Listed", status: "approved" }),
      book({ id: "00000000-0000-4000-8000-000000000003", title: "Sent Back", status: "rejected", reviewReason: "Chapter two is missing." }),
    ]);
    const list = within(await screen.findByRole("region", { name: "My books" }));
    expect(await list.findByText("Pending review")).toBeInTheDocument();
    expect(list.getByText("Approved — in the marketplace")).toBeInTheDocument();
    expect(list.getByText("Rejected: Chapter two is missing.")).toBeInTheDocument();
    expect(list.getAllByRole("button", { name: /^Resubmit/ })).toHaveLength(1);
    await userEvent.click(list.getByRole("button", { name: "Resubmit Sent Back" }));
    const form = within(screen.getByRole("form", { name: "Resubmit Sent Back" }));
    expect(form.getByLabelText("Title")).toHaveValue("Sent Back");
    expect(await axeViolations()).toEqual([]);
  });

  it("asks for title and author, uploads the book with progress and says 'submitted for review'", async () => {
    const xhr = installFakeXhr();
    const api = renderTab(membership(UNLOCKED));
    const form = within(await screen.findByRole("form", { name: "Submit a book" }));
    await userEvent.click(form.getByRole("button", { name: "Submit for review" }));
    expect(await form.findByText(FILL_REQUIRED_FIELDS)).toBeInTheDocument();

    await userEvent.type(form.getByLabelText("Title"), "New Book");
    await userEvent.type(form.getByLabelText("Author"), "Nia Reads");
    await userEvent.type(form.getByLabelText("Price (WBE3)"), "4.5");
    await userEvent.upload(form.getByLabelText("Book file"), new File(["Once upon a time."], "book.txt", { type: "text/plain" }));
    await userEvent.click(form.getByRole("button", { name: "Submit for review" }));

    await waitFor(() => expect(xhr.sent).toHaveLength(1));
    expect(xhr.sent[0]?.fields).toEqual({ category: "books" });
    xhr.sent[0]?.progress(5, 10);
    expect(await form.findByRole("progressbar", { name: "Uploading the book" })).toHaveAttribute("aria-valuenow", "50");
    xhr.sent[0]?.respond(201, { ipfsHash: FILE_CID, url: `/ipfs/${FILE_CID}`, size: 17, mimeType: "text/plain" });

    expect(await form.findByText("“New Book” submitted for review.")).toBeInTheDocument();
    expect(api.bodiesFor("POST /api/artist/books")).toEqual([
      { title: "New Book", authorName: "Nia Reads", genre: "fiction", description: "", price: "4.5", fileCid: FILE_CID },
    ]);
  });

  it("says 'Submission Failed: Please try again' when the server refuses", async () => {
    installFakeXhr((upload) => upload.respond(201, { ipfsHash: FILE_CID, url: `/ipfs/${FILE_CID}`, size: 17, mimeType: "text/plain" }));
    renderTab(membership(UNLOCKED), [], () => apiError("forbidden", PUBLISHING_MESSAGES.fileNotYours, 403));
    const form = within(await screen.findByRole("form", { name: "Submit a book" }));
    await userEvent.type(form.getByLabelText("Title"), "New Book");
    await userEvent.type(form.getByLabelText("Author"), "Nia Reads");
    await userEvent.type(form.getByLabelText("Price (WBE3)"), "1");
    await userEvent.upload(form.getByLabelText("Book file"), new File(["text"], "book.txt", { type: "text/plain" }));
    await userEvent.click(form.getByRole("button", { name: "Submit for review" }));
    const alert = await form.findByText(new RegExp(`^${BOOK_SUBMISSION_FAILED.title}: ${BOOK_SUBMISSION_FAILED.description}`));
    expect(alert).toHaveTextContent(PUBLISHING_MESSAGES.fileNotYours);
  });
});
