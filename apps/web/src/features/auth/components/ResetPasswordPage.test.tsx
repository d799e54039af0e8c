import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { RESET_LINK_INVALID } from "@wbe3/domain";
import { ANONYMOUS_ME, apiError, installFakeApi } from "@/test/fake-api";
import { jsonResponse } from "@/test/fetch-stub";
import { installMatchMedia } from "@/test/media";
import { renderApp } from "@/test/render-app";
import { resetAppState } from "@/test/reset-app-state";

const TOKEN = "Zp8-reset-token-abcdefghijklmnop";

beforeEach(() => {
  installMatchMedia();
});

afterEach(async () => {
  await resetAppState();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function submitNewPassword(password: string) {
  renderApp({ path: `/reset-password?token=${TOKEN}`, me: ANONYMOUS_ME });
  await userEvent.type(await screen.findByLabelText("New password"), password);
  await userEvent.click(screen.getByRole("button", { name: "Save new password" }));
}

describe("/reset-password", () => {
  it("sets the new password with the link's token and offers to log in", async () => {
    const api = installFakeApi({ routes: { "POST /api/auth/password-reset/confirm": () => jsonResponse({ reset: true }) } });
    await submitNewPassword("a brand new passphrase");
    expect(await screen.findByText("Your password has been changed")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Log in" })).toBeInTheDocument();
    expect(api.bodiesFor("POST /api/auth/password-reset/confirm")).toEqual([{ token: TOKEN, password: "a brand new passphrase" }]);
  });

  it("keeps the form and shows the server's reason when the link is spent", async () => {
    installFakeApi({
      routes: { "POST /api/auth/password-reset/confirm": () => apiError("bad_request", RESET_LINK_INVALID, 400) },
    });
    await submitNewPassword("a brand new passphrase");
    expect(await screen.findByRole("alert")).toHaveTextContent(RESET_LINK_INVALID);
    expect(screen.getByLabelText("New password")).toBeInTheDocument();
  });

  it("refuses a weak password before asking the server", async () => {
    const api = installFakeApi();
    await submitNewPassword("password");
    expect(await screen.findByText(/^Password is too weak/)).toBeInTheDocument();
    expect(api.bodiesFor("POST /api/auth/password-reset/confirm")).toEqual([]);
  });
});
