import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { screen } from "@testing-library/react";
import { VERIFICATION_LINK_INVALID } from "@wbe3/domain";
import { ANONYMOUS_ME, apiError, installFakeApi } from "@/test/fake-api";
import { jsonResponse } from "@/test/fetch-stub";
import { installMatchMedia } from "@/test/media";
import { renderApp } from "@/test/render-app";
import { resetAppState } from "@/test/reset-app-state";

const TOKEN = "k3Jm9Qx7-verify-token-0123456789";

beforeEach(() => {
  installMatchMedia();
});

afterEach(async () => {
  await resetAppState();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("/verify-email", () => {
  it("spends the link's token once and confirms", async () => {
    const api = installFakeApi({ routes: { "POST /api/auth/verify-email": () => jsonResponse({ verified: true }) } });
    renderApp({ path: `/verify-email?token=${TOKEN}`, me: ANONYMOUS_ME });
    expect(await screen.findByRole("heading", { level: 1, name: "Verify E-mail" })).toBeInTheDocument();
    expect(await screen.findByText("Your e-mail is verified")).toBeInTheDocument();
    expect(api.bodiesFor("POST /api/auth/verify-email")).toEqual([{ token: TOKEN }]);
  });

  it("says why a link did not work", async () => {
    installFakeApi({
      routes: {
        "POST /api/auth/verify-email": () => apiError("bad_request", VERIFICATION_LINK_INVALID, 400),
      },
    });
    renderApp({ path: `/verify-email?token=${TOKEN}`, me: ANONYMOUS_ME });
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("We could not verify your e-mail");
    expect(alert).toHaveTextContent(VERIFICATION_LINK_INVALID);
  });

  it("explains an incomplete link without calling the server", async () => {
    const api = installFakeApi();
    renderApp({ path: "/verify-email", me: ANONYMOUS_ME });
    expect(await screen.findByRole("alert")).toHaveTextContent("This link is incomplete");
    expect(api.bodiesFor("POST /api/auth/verify-email")).toEqual([]);
  });
});
