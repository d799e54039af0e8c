import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { OUTBOX_LOCAL_ONLY, type OutboxMail } from "@wbe3/domain";
import { ANONYMOUS_ME, installFakeApi } from "@/test/fake-api";
import { jsonResponse } from "@/test/fetch-stub";
import { installMatchMedia } from "@/test/media";
import { renderApp } from "@/test/render-app";
import { resetAppState } from "@/test/reset-app-state";

const MAIL: OutboxMail = {
  id: "mail-1",
  to: "ada@wbe3.example",
  subject: "Verify your WBE3 e-mail",
  text: `Hello Ada,\n\nConfirm here:\n${window.location.origin}/verify-email?token=tok_123456789abcdef\n\nThe link works for 48 hours.`,
  createdAt: "2030-01-02T03:04:05.000Z",
};

beforeEach(() => {
  installMatchMedia();
});

afterEach(async () => {
  await resetAppState();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("/dev/outbox", () => {
  it("lists the mails in local mode, with their links clickable inside the app", async () => {
    installFakeApi({
      config: { localMode: true },
      routes: {
        "GET /api/dev/outbox": () => jsonResponse({ mails: [MAIL] }),
        "POST /api/auth/verify-email": () => jsonResponse({ verified: true }),
      },
    });
    const { router } = renderApp({ path: "/dev/outbox", me: ANONYMOUS_ME });
    const mails = await screen.findByRole("list", { name: "Mails" });
    const mail = within(mails).getByRole("listitem");
    expect(within(mail).getByRole("heading", { name: "Verify your WBE3 e-mail" })).toBeInTheDocument();
    expect(mail).toHaveTextContent("To ada@wbe3.example");
    expect(within(mail).getByText(/Hello Ada/)).toBeInTheDocument();
    expect(mail.querySelector("time")).toHaveAttribute("dateTime", MAIL.createdAt);

    await userEvent.click(within(mail).getByRole("link", { name: /\/verify-email\?token=tok_123456789abcdef$/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/verify-email"));
    expect(await screen.findByText("Your e-mail is verified")).toBeInTheDocument();
  });

  it("says the outbox is local-only elsewhere, and does not ask for it", async () => {
    const api = installFakeApi({ config: { localMode: false } });
    renderApp({ path: "/dev/outbox", me: ANONYMOUS_ME });
    expect(await screen.findByText(OUTBOX_LOCAL_ONLY)).toBeInTheDocument();
    expect(api.urlsFor("/api/dev/outbox")).toEqual([]);
  });
});
