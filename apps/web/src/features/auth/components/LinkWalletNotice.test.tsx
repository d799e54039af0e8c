import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { WALLET_LINKED, WALLET_LINKED_TO_OTHER_ACCOUNT, type SiweRequest } from "@wbe3/domain";
import { apiError, installFakeApi, meFor, sessionUser } from "@/test/fake-api";
import { installMatchMedia } from "@/test/media";
import { renderApp } from "@/test/render-app";
import { resetAppState } from "@/test/reset-app-state";
import { installTestWallet, type TestWallet } from "@/test/test-wallet";
import { LinkWalletNotice } from "./LinkWalletNotice";

let wallet: TestWallet;

beforeAll(() => {
  wallet = installTestWallet();
});

beforeEach(() => {
  installMatchMedia();
  wallet.reset({ chainId: 31337 });
});

afterEach(async () => {
  await resetAppState();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const emailArtist = sessionUser({ role: "artist", email: "ada@wbe3.example", emailVerified: true });

function renderNotice(options: Parameters<typeof installFakeApi>[0] = {}) {
  const me = options.me ?? meFor(emailArtist);
  const api = installFakeApi({ ...options, me });
  const view = renderApp({ path: "/artist-dashboard?tab=tiers", me, routes: [{ path: "*", element: <LinkWalletNotice /> }] });
  return { ...view, api };
}

describe("Link wallet", () => {
  it("links the connected wallet to an e-mail account and stays on the page", async () => {
    const { api, router } = renderNotice();
    expect(await screen.findByRole("heading", { name: "Link a wallet to your account" })).toBeInTheDocument();
    await userEvent.click(await screen.findByRole("radio", { name: "Test Wallet" }));
    await userEvent.click(screen.getByRole("button", { name: "Link wallet" }));

    expect(await screen.findByText(WALLET_LINKED)).toBeInTheDocument();
    const [request] = api.bodiesFor("POST /api/auth/siwe") as SiweRequest[];
    expect(request).not.toHaveProperty("role");
    expect(api.state.me.user?.walletAddress).toBe(wallet.account.address.toLowerCase());
    // Linked: the action has nothing more to offer.
    await waitFor(() => expect(screen.queryByRole("button", { name: "Link wallet" })).not.toBeInTheDocument());
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe("/artist-dashboard?tab=tiers");
  });

  it("says what to do when the wallet belongs to another account", async () => {
    renderNotice({ routes: { "POST /api/auth/siwe": () => apiError("conflict", WALLET_LINKED_TO_OTHER_ACCOUNT, 409) } });
    await userEvent.click(await screen.findByRole("radio", { name: "Test Wallet" }));
    await userEvent.click(screen.getByRole("button", { name: "Link wallet" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "This wallet is already linked to another WBE3 account. Sign in with that wallet instead, or connect a different wallet.",
    );
    expect(screen.getByRole("button", { name: "Link wallet" })).toBeEnabled();
  });

  it("is not offered to an account that has a wallet", async () => {
    renderNotice({ me: meFor(sessionUser({ role: "artist", walletAddress: wallet.account.address.toLowerCase() })) });
    await waitFor(() => expect(screen.queryByRole("heading", { name: "Link a wallet to your account" })).not.toBeInTheDocument());
  });
});
