import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { WALLET_LINKED_TO_OTHER_ACCOUNT, type SiweRequest } from "@wbe3/domain";
import { ANONYMOUS_ME, apiError, installFakeApi, meFor, sessionUser } from "@/test/fake-api";
import { installMatchMedia } from "@/test/media";
import { renderApp } from "@/test/render-app";
import { resetAppState } from "@/test/reset-app-state";
import { installTestWallet, type TestWallet } from "@/test/test-wallet";

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

async function currentStep(): Promise<string | null | undefined> {
  const steps = await screen.findByRole("list", { name: "Sign-up steps" });
  return within(steps)
    .getAllByRole("listitem")
    .find((item) => item.getAttribute("aria-current") === "step")?.textContent;
}

describe("/register", () => {
  it("walks from account to wallet to the tiers, with the stepper following", async () => {
    const api = installFakeApi();
    const { router } = renderApp({ path: "/register", me: ANONYMOUS_ME });
    expect(await screen.findByRole("heading", { level: 1, name: "Sign Up" })).toBeInTheDocument();
    expect(await currentStep()).toBe("1Account");

    await userEvent.type(screen.getByLabelText("Name"), "Ada");
    await userEvent.type(screen.getByLabelText("E-mail"), "ada@wbe3.example");
    await userEvent.type(screen.getByLabelText("Password"), "a long passphrase 42");
    await userEvent.click(screen.getByRole("button", { name: "Sign up as Fan" }));

    expect(await screen.findByRole("heading", { name: "Connect your wallet" })).toBeInTheDocument();
    expect(await currentStep()).toBe("2Connect wallet");
    const [account] = within(screen.getByRole("list", { name: "Sign-up steps" })).getAllByRole("listitem");
    expect(account).toHaveTextContent("Account (done)");

    await userEvent.click(await screen.findByRole("radio", { name: "Test Wallet" }));
    await userEvent.click(screen.getByRole("button", { name: "Connect wallet" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/tiers"));
    // Sign-up's last step: choosing there lands on the dashboard.
    expect(router.state.location.search).toBe("?from=signup");
    // Linking a wallet to the signed-in account sends no role: the account already has one.
    const [request] = api.bodiesFor("POST /api/auth/siwe") as SiweRequest[];
    expect(request).toBeDefined();
    expect(request).not.toHaveProperty("role");
  });

  it("lets a user skip the wallet for now", async () => {
    installFakeApi();
    const me = meFor(sessionUser({ email: "ada@wbe3.example" }));
    renderApp({ path: "/register", me });
    expect(await screen.findByRole("link", { name: "Skip for now" })).toHaveAttribute("href", "/tiers?from=signup");
  });

  it("sends a user who has a wallet on to the tiers", async () => {
    installFakeApi();
    const me = meFor(sessionUser({ email: "ada@wbe3.example", walletAddress: wallet.account.address.toLowerCase() }));
    renderApp({ path: "/register", me });
    expect(await currentStep()).toBe("3Choose tier");
    expect(screen.getByRole("link", { name: "Choose your tier" })).toHaveAttribute("href", "/tiers?from=signup");
  });

  it("says what to do when the wallet is linked to another account, and keeps the step open", async () => {
    installFakeApi({ routes: { "POST /api/auth/siwe": () => apiError("conflict", WALLET_LINKED_TO_OTHER_ACCOUNT, 409) } });
    const { router } = renderApp({ path: "/register", me: meFor(sessionUser({ email: "ada@wbe3.example" })) });
    await userEvent.click(await screen.findByRole("radio", { name: "Test Wallet" }));
    await userEvent.click(screen.getByRole("button", { name: "Connect wallet" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "This wallet is already linked to another WBE3 account. Sign in with that wallet instead, or connect a different wallet.",
    );
    expect(router.state.location.pathname).toBe("/register");
    expect(screen.getByRole("button", { name: "Connect wallet" })).toBeEnabled();
    expect(screen.getByRole("link", { name: "Skip for now" })).toBeInTheDocument();
  });
});
