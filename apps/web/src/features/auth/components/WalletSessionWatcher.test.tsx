import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { privateKeyToAccount } from "viem/accounts";
import { installFakeApi, meFor, sessionUser, TEST_CONFIG } from "@/test/fake-api";
import { installMatchMedia } from "@/test/media";
import { renderApp } from "@/test/render-app";
import { resetAppState } from "@/test/reset-app-state";
import { OTHER_WALLET_KEY, installTestWallet, type TestWallet } from "@/test/test-wallet";
import { getWalletRuntime } from "@/lib/wallet/wallet-runtime";

let wallet: TestWallet;

beforeAll(() => {
  wallet = installTestWallet();
});

beforeEach(() => {
  installMatchMedia();
  // The wallet already allowed this site on an earlier visit.
  wallet.reset({ chainId: 31337, connected: true });
});

afterEach(async () => {
  await resetAppState();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** A page load of a signed-in wallet user: the session is the server's, the wallet reconnects. */
async function loadSignedIn() {
  const me = meFor(sessionUser({ walletAddress: wallet.account.address.toLowerCase(), role: "fan" }));
  const api = installFakeApi({ me });
  const { router } = renderApp({ path: "/fan-dashboard", me });
  await screen.findByRole("heading", { level: 1, name: "Fan Dashboard" });
  // Reconnecting reads the wallet's accounts and chain without a prompt.
  await waitFor(() => expect(wallet.methods()).toEqual(expect.arrayContaining(["eth_accounts", "eth_chainId"])));
  expect(wallet.methods()).not.toContain("eth_requestAccounts");
  return { api, router };
}

describe("wallet session watcher", () => {
  it("logs out when the wallet reports no accounts", async () => {
    const { api, router } = await loadSignedIn();
    act(() => wallet.disconnect());
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
    expect(await screen.findByText("Logged Out")).toBeInTheDocument();
    expect(api.bodiesFor("POST /api/auth/logout")).toHaveLength(1);
  });

  it("logs out and offers sign-in again when the wallet switches to another account", async () => {
    const { api } = await loadSignedIn();
    act(() => wallet.switchAccount(privateKeyToAccount(OTHER_WALLET_KEY).address));
    expect(await screen.findByRole("dialog", { name: "Sign In / Connect Wallet" })).toBeInTheDocument();
    expect(api.bodiesFor("POST /api/auth/logout")).toHaveLength(1);
  });

  it("prompts for the right network when the wallet changes chain, and switches back on request", async () => {
    const { api, router } = await loadSignedIn();
    act(() => wallet.changeChain(1));
    expect(await screen.findByText("Please switch to Local chain 31337 network (Chain ID: 31337)")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Switch network" }));
    expect(await screen.findByText("Network Switched")).toBeInTheDocument();
    expect(wallet.methods()).toContain("wallet_switchEthereumChain");
    // A chain change is not a reason to end the session.
    expect(router.state.location.pathname).toBe("/fan-dashboard");
    expect(api.bodiesFor("POST /api/auth/logout")).toEqual([]);
  });

  it("leaves the session alone when the wallet does not come back on load", async () => {
    wallet.reset({ chainId: 31337, connected: false });
    const me = meFor(sessionUser({ walletAddress: wallet.account.address.toLowerCase(), role: "fan" }));
    const api = installFakeApi({ me });
    const { router } = renderApp({ path: "/fan-dashboard", me });
    await screen.findByRole("heading", { level: 1, name: "Fan Dashboard" });
    await waitFor(() => expect(wallet.methods()).toContain("eth_accounts"));
    expect(router.state.location.pathname).toBe("/fan-dashboard");
    expect(api.bodiesFor("POST /api/auth/logout")).toEqual([]);
  });

  it("logs out when the wallet let go of the account before the watcher loaded", async () => {
    // Signed in through the dialog on this page: the runtime held the session's account…
    wallet.reset({ chainId: 31337, connected: false });
    const runtime = getWalletRuntime(TEST_CONFIG);
    const option = runtime.getWallets().find((each) => each.name === "Test Wallet");
    if (!option) throw new Error("the test wallet was not announced");
    await runtime.connect(option.uid);
    // …and the wallet dropped it before the lazily loaded watcher was there to see it.
    act(() => wallet.disconnect());
    await waitFor(() => expect(runtime.getState().status).toBe("disconnected"));

    const me = meFor(sessionUser({ walletAddress: wallet.account.address.toLowerCase(), role: "fan" }));
    const api = installFakeApi({ me });
    const { router } = renderApp({ path: "/fan-dashboard", me });
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
    expect(api.bodiesFor("POST /api/auth/logout")).toHaveLength(1);
  });
});
