import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { parseSiweMessage } from "viem/siwe";
import { devAccounts } from "@wbe3/contracts";
import { DEMO_ACCOUNT_LOCAL_ONLY, NEW_DEMO_ACCOUNT, type SiweRequest } from "@wbe3/domain";
import { privateKeyToAccount } from "viem/accounts";
import { DEMO_ACCOUNT_KEY } from "@/lib/wallet/new-demo-account";
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

type Route = (request: { url: URL; body: unknown }) => Response;

async function openDialog(localMode: boolean, routes: Record<string, Route> = {}) {
  const api = installFakeApi({ config: { localMode }, routes });
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
    expect(wallets.getAllByRole("radio")).toHaveLength(4);
    for (const name of ["Demo wallet · Artist", "Demo wallet · Fan", "Demo wallet · Partner", NEW_DEMO_ACCOUNT]) {
      expect(wallets.getByRole("radio", { name })).toBeInTheDocument();
    }
    await userEvent.click(wallets.getByRole("radio", { name: "Demo wallet · Fan" }));
    await userEvent.click(dialog.getByRole("radio", { name: "Fan" }));
    await userEvent.click(dialog.getByRole("button", { name: "Continue" }));

    await waitFor(() => expect(router.state.location.pathname).toBe("/fan-dashboard"), { timeout: 5000 });
    const [request] = api.bodiesFor("POST /api/auth/siwe") as SiweRequest[];
    expect(parseSiweMessage(request?.message ?? "").address).toBe(devAccounts(3)[2]?.address);
  });

  it("makes a new demo account: a fresh key, funded by the server, kept in this browser, and signs in with it", async () => {
    window.localStorage.removeItem(DEMO_ACCOUNT_KEY);
    const funded: Route = ({ body }) =>
      new Response(JSON.stringify({ address: (body as { address: string }).address, wbe3: "1", eth: "1", txHash: "0x1" }), {
        headers: { "content-type": "application/json" },
      });
    const { api, router, dialog } = await openDialog(true, { "POST /api/dev/demo-account": funded });
    const wallets = within(await dialog.findByRole("radiogroup", { name: "Wallet" }));
    await userEvent.click(wallets.getByRole("radio", { name: NEW_DEMO_ACCOUNT }));
    await userEvent.click(dialog.getByRole("radio", { name: "Fan" }));
    await userEvent.click(dialog.getByRole("button", { name: "Continue" }));

    await waitFor(() => expect(router.state.location.pathname).toBe("/fan-dashboard"), { timeout: 5000 });
    const [request] = api.bodiesFor("POST /api/auth/siwe") as SiweRequest[];
    const signedInAs = parseSiweMessage(request?.message ?? "").address;
    const key = window.localStorage.getItem(DEMO_ACCOUNT_KEY) as `0x${string}` | null;
    expect(key).toMatch(/^0x[0-9a-f]{64}$/);
    expect(signedInAs).toBe(privateKeyToAccount(key ?? "0x").address);
    expect(api.bodiesFor("POST /api/dev/demo-account")).toEqual([{ address: signedInAs }]);
    const devAddresses = devAccounts(4).map((account) => account.address);
    expect(devAddresses).not.toContain(signedInAs);
    // Making a key and signing in with it takes longer than the default five seconds on a busy machine.
  }, 15_000);

  it("keeps no key and says why when the server does not fund the new demo account", async () => {
    window.localStorage.removeItem(DEMO_ACCOUNT_KEY);
    const refused: Route = () =>
      new Response(JSON.stringify({ error: { code: "not_found", reason: "not_found", message: DEMO_ACCOUNT_LOCAL_ONLY } }), {
        status: 404,
        headers: { "content-type": "application/json" },
      });
    const { api, dialog } = await openDialog(true, { "POST /api/dev/demo-account": refused });
    const wallets = within(await dialog.findByRole("radiogroup", { name: "Wallet" }));
    await userEvent.click(wallets.getByRole("radio", { name: NEW_DEMO_ACCOUNT }));
    await userEvent.click(dialog.getByRole("radio", { name: "Fan" }));
    await userEvent.click(dialog.getByRole("button", { name: "Continue" }));

    // A failed connect is announced in a toast (SPEC 8), with the server's reason.
    expect(await screen.findByText(DEMO_ACCOUNT_LOCAL_ONLY, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(window.localStorage.getItem(DEMO_ACCOUNT_KEY)).toBeNull();
    expect(api.urlsFor("/api/auth/nonce")).toEqual([]);
  }, 15_000);
});
