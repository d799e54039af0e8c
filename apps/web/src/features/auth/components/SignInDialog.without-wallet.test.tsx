import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { parseSiweMessage } from "viem/siwe";
import { devAccounts } from "@wbe3/contracts";
import type { SiweRequest } from "@wbe3/domain";
import { ANONYMOUS_ME, installFakeApi } from "@/test/fake-api";
import { installMatchMedia } from "@/test/media";
import { renderApp } from "@/test/render-app";
import { resetAppState } from "@/test/reset-app-state";

// No EIP-6963 announcement and no window.ethereum in this file: a browser without a wallet.

beforeEach(() => {
  installMatchMedia();
});

afterEach(async () => {
  await resetAppState();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function openDialog(localMode: boolean) {
  const api = installFakeApi({ config: { localMode } });
  const { router } = renderApp({ path: "/", me: ANONYMOUS_ME });
  await userEvent.click(within(await screen.findByRole("banner")).getByRole("button", { name: "Sign In / Connect Wallet" }));
  const dialog = within(await screen.findByRole("dialog", { name: "Sign In / Connect Wallet" }));
  return { api, router, dialog };
}

describe("wallet sign-in without a browser wallet", () => {
  it("says no wallet was detected, in the dialog and when Continue is pressed", async () => {
    const { api, dialog } = await openDialog(false);
    const message = "No Web3 wallet detected. Please install MetaMask or another Web3 wallet.";
    expect(await dialog.findByText(message)).toBeInTheDocument();
    await userEvent.click(dialog.getByRole("radio", { name: "Fan" }));
    await userEvent.click(dialog.getByRole("button", { name: "Continue" }));
    await waitFor(() => expect(screen.getAllByText(message)).toHaveLength(2));
    expect(api.urlsFor("/api/auth/nonce")).toEqual([]);
  });

  it("offers the Demo wallet's dev accounts in local mode and signs in with the one picked", async () => {
    const { api, router, dialog } = await openDialog(true);
    const wallets = within(await dialog.findByRole("radiogroup", { name: "Wallet" }));
    expect(wallets.getAllByRole("radio")).toHaveLength(3);
    for (const name of ["Demo wallet · Artist", "Demo wallet · Fan", "Demo wallet · Partner"]) {
      expect(wallets.getByRole("radio", { name })).toBeInTheDocument();
    }
    await userEvent.click(wallets.getByRole("radio", { name: "Demo wallet · Fan" }));
    await userEvent.click(dialog.getByRole("radio", { name: "Fan" }));
    await userEvent.click(dialog.getByRole("button", { name: "Continue" }));

    await waitFor(() => expect(router.state.location.pathname).toBe("/fan-dashboard"), { timeout: 5000 });
    const [request] = api.bodiesFor("POST /api/auth/siwe") as SiweRequest[];
    expect(parseSiweMessage(request?.message ?? "").address).toBe(devAccounts(3)[2]?.address);
  });
});
