import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { EMAIL_NOT_VERIFIED, VERIFICATION_RESENT, pendingRoleNote } from "@wbe3/domain";
import { installFakeApi, meFor, sessionUser } from "@/test/fake-api";
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

describe("the e-mail verification notice", () => {
  it("tells an unverified configured admin what waits and mails a new link on request", async () => {
    const me = meFor(sessionUser({ email: "boss@example.com", emailVerified: false, pendingRole: "admin" }));
    const api = installFakeApi({ me });
    renderApp({ path: "/", me });
    const notice = await screen.findByRole("region", { name: EMAIL_NOT_VERIFIED.title });
    expect(notice).toHaveTextContent(pendingRoleNote("admin"));
    await userEvent.click(screen.getByRole("button", { name: EMAIL_NOT_VERIFIED.resend }));
    expect(await screen.findByText(VERIFICATION_RESENT)).toBeInTheDocument();
    expect(api.bodiesFor("POST /api/auth/verify-email/resend")).toEqual([{ email: "boss@example.com" }]);
  });

  it("is absent for verified accounts and wallet-only users", async () => {
    const verified = meFor(sessionUser({ email: "fan@example.com", emailVerified: true }));
    installFakeApi({ me: verified });
    renderApp({ path: "/", me: verified });
    expect(await screen.findByRole("main")).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: EMAIL_NOT_VERIFIED.title })).toBeNull();
  });
});
