import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { zipSync } from "fflate";
import { CONTENT_MESSAGES, SIGN_IN_REQUIRED } from "@wbe3/domain";
import { axeViolations } from "@/test/axe";
import { apiError, meFor, sessionUser, TEST_CONFIG } from "@/test/fake-api";
import { jsonResponse, stubFetch } from "@/test/fetch-stub";
import { installMatchMedia } from "@/test/media";
import { renderApp } from "@/test/render-app";

// The in-app reader (issue 19, point 4): a signed link first, then the file in its viewer.
const FAN = sessionUser({ role: "fan", walletAddress: "0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc" });
const CID = "bafkreibookbookbookbookbookbookbookbookbookbookbookbookbook";
const SIGNED = `/api/content/${CID}?expires=1&user=u&sig=ab`;

let linkAnswer: () => Response;
let fileAnswer: () => Response;

beforeEach(() => {
  installMatchMedia();
  linkAnswer = () => jsonResponse({ url: SIGNED, expiresAt: "2026-11-26T10:00:00.000Z" });
  fileAnswer = () => new Response("Chapter one.\nIt was a quiet night.", { headers: { "content-type": "text/plain" } });
  stubFetch((url, init) => {
    if (url.pathname === `/api/content/${CID}/link` && init?.method === "POST") return linkAnswer();
    if (url.pathname === `/api/content/${CID}` && url.searchParams.get("sig") === "ab") return fileAnswer();
    if (url.pathname === "/api/auth/me") return jsonResponse(meFor(FAN));
    if (url.pathname === "/api/config") return jsonResponse(TEST_CONFIG);
    return jsonResponse({ items: [] });
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("the reader", () => {
  it("tells a fan who does not hold the book why, in the server's words, and leads to the marketplace", async () => {
    linkAnswer = () => apiError("forbidden", CONTENT_MESSAGES.notHolder, 403);
    renderApp({ path: `/vault/read/${CID}`, me: meFor(FAN) });
    expect(await screen.findByRole("alert")).toHaveTextContent(CONTENT_MESSAGES.notHolder);
    expect(screen.getByRole("link", { name: "Buy to read" })).toHaveAttribute("href", "/marketplace?category=books");
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    expect(await axeViolations()).toEqual([]);
  });

  it("asks to sign in again when the session is gone", async () => {
    linkAnswer = () => apiError("unauthorized", SIGN_IN_REQUIRED, 401);
    renderApp({ path: `/vault/read/${CID}`, me: meFor(FAN) });
    expect(await screen.findByRole("alert")).toHaveTextContent(SIGN_IN_REQUIRED);
  });

  it("shows a text book as text, opened through its signed link", async () => {
    renderApp({ path: `/vault/read/${CID}`, me: meFor(FAN) });
    const text = await screen.findByRole("region", { name: "Text of Reader" });
    expect(text.querySelector("pre")).toHaveTextContent("It was a quiet night.");
    expect(screen.getByRole("heading", { level: 1, name: "Reader" })).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it("reads an EPUB chapter by chapter, its text only", async () => {
    fileAnswer = () =>
      new Response(epubOf(["<h1>Dawn</h1><p>The hive woke.</p><script>alert(1)</script>", "<h1>Dusk</h1><p>It slept.</p>"]));
    const user = userEvent.setup();
    renderApp({ path: `/vault/read/${CID}`, me: meFor(FAN) });
    const chapter = await screen.findByRole("article", { name: "Dawn" });
    expect(chapter).toHaveTextContent("The hive woke.");
    expect(chapter.querySelector("script")).toBeNull();
    expect(screen.getByText("Chapter 1 of 2")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Previous chapter" })).toBeDisabled();
    await user.click(screen.getByRole("button", { name: "Next chapter" }));
    expect(await screen.findByRole("article", { name: "Dusk" })).toHaveTextContent("It slept.");
    expect(screen.getByText("Chapter 2 of 2")).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it("offers an EPUB it cannot read as a download of the holder's copy", async () => {
    fileAnswer = () => new Response("PK", { headers: { "content-type": "application/epub+zip" } });
    renderApp({ path: `/vault/read/${CID}`, me: meFor(FAN) });
    expect(await screen.findByRole("alert")).toHaveTextContent(/This EPUB could not be shown/);
    const download = screen.getByRole("link", { name: "Download" });
    expect(download).toHaveAttribute("href", SIGNED);
    expect(download).toHaveAttribute("download", "Reader.epub");
  });
});

/** A minimal EPUB 3: its container, package document and one XHTML page per chapter body. */
function epubOf(bodies: string[]): Blob {
  const utf8 = (text: string) => new TextEncoder().encode(text);
  const files: Record<string, Uint8Array> = {
    mimetype: utf8("application/epub+zip"),
    "META-INF/container.xml": utf8(
      '<?xml version="1.0"?><container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container"><rootfiles><rootfile full-path="OEBPS/book.opf" media-type="application/oebps-package+xml"/></rootfiles></container>',
    ),
    "OEBPS/book.opf": utf8(
      `<?xml version="1.0"?><package xmlns="http://www.idpf.org/2007/opf" version="3.0"><manifest>${bodies
        .map((_, i) => `<item id="c${i}" href="text/c${i}.xhtml" media-type="application/xhtml+xml"/>`)
        .join("")}</manifest><spine>${bodies.map((_, i) => `<itemref idref="c${i}"/>`).join("")}</spine></package>`,
    ),
  };
  bodies.forEach((body, i) => {
    files[`OEBPS/text/c${i}.xhtml`] = utf8(
      `<?xml version="1.0"?><html xmlns="http://www.w3.org/1999/xhtml"><head><title>c${i}</title></head><body>${body}</body></html>`,
    );
  });
  return new Blob([zipSync(files)], { type: "application/epub+zip" });
}
