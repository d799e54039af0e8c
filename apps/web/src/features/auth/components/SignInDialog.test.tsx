import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { parseSiweMessage } from "viem/siwe";
import { WALLET_LINKED_TO_OTHER_ACCOUNT, type SiweRequest } from "@wbe3/domain";
import { ANONYMOUS_ME, apiError, installFakeApi } from "@/test/fake-api";
import { jsonResponse } from "@/test/fetch-stub";
import { installMatchMedia } from "@/test/media";
import { renderApp } from "@/test/render-app";
import { resetAppState } from "@/test/reset-app-state";
import { installTestWallet, type TestWallet } from "@/test/test-wallet";

let wallet: TestWallet;

beforeAll(() => {
  wallet = installTestWallet({ name: "Test Wallet" });
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

async function openDialog(options: Parameters<typeof installFakeApi>[0] = {}) {
  const api = installFakeApi(options);
  const { router } = renderApp({ path: "/", me: ANONYMOUS_ME });
  const banner = await screen.findByRole("banner");
  await userEvent.click(within(banner).getByRole("button", { name: "Sign In / Connect Wallet" }));
  const dialog = await screen.findByRole("dialog", { name: "Sign In / Connect Wallet" });
  await within(dialog).findByRole("radio", { name: "Test Wallet" });
  return { api, router, dialog: within(dialog) };
}

async function continueAs(dialog: Awaited<ReturnType<typeof openDialog>>["dialog"], role: string) {
  await userEvent.click(dialog.getByRole("radio", { name: role }));
  await userEvent.click(dialog.getByRole("button", { name: "Continue" }));
}

describe("wallet sign-in dialog", () => {
  it("shows the SPEC texts, the three roles and each announced wallet by name and icon", async () => {
    const { dialog } = await openDialog();
    expect(dialog.getByText("Connect with MetaMask or WalletConnect")).toBeInTheDocument();
    const roles = dialog.getByRole("radiogroup", { name: "I'm signing in as:" });
    expect(
      within(roles)
        .getAllByRole("radio")
        .map((radio) => radio.getAttribute("value")),
    ).toEqual(["artist", "fan", "partner"]);
    const wallets = dialog.getByRole("radiogroup", { name: "Wallet" });
    const testWallet = within(wallets).getByRole("radio", { name: "Test Wallet" });
    expect(testWallet).toBeChecked();
    expect(wallets.querySelector("img")?.getAttribute("src")).toMatch(/^data:image\/svg\+xml/);
  });

  it("keeps Continue disabled until a role is chosen, and asks the wallet nothing before", async () => {
    const { dialog } = await openDialog();
    expect(dialog.getByRole("button", { name: "Continue" })).toBeDisabled();
    await userEvent.click(dialog.getByRole("radio", { name: "Fan" }));
    expect(dialog.getByRole("button", { name: "Continue" })).toBeEnabled();
    expect(wallet.calls).toEqual([]);
  });

  it("connects, signs a SIWE message for this site and lands on the role's home with a toast", async () => {
    const { api, router, dialog } = await openDialog();
    await continueAs(dialog, "Fan");

    await waitFor(() => expect(router.state.location.pathname).toBe("/fan-dashboard"));
    expect(await screen.findByText("Connected!")).toBeInTheDocument();
    expect(screen.getByText("You are logged in as Fan")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Sign In / Connect Wallet" })).not.toBeInTheDocument());

    expect(wallet.methods()).toEqual(expect.arrayContaining(["eth_requestAccounts", "eth_chainId", "personal_sign"]));
    const [request] = api.bodiesFor("POST /api/auth/siwe") as SiweRequest[];
    expect(request?.role).toBe("fan");
    expect(parseSiweMessage(request?.message ?? "")).toMatchObject({
      address: wallet.account.address,
      chainId: 31337,
      domain: window.location.host,
      uri: window.location.origin,
      version: "1",
      statement: "Sign in to WBE3.",
    });
    // The header now mirrors the server's session.
    expect(await within(screen.getByRole("banner")).findByRole("link", { name: "Fan" })).toHaveAttribute("href", "/fan-dashboard");
  });

  it("reads Connecting... while the sign-in runs, and cannot be closed meanwhile", async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { router, dialog } = await openDialog({
      routes: {
        "GET /api/auth/nonce": async () => {
          await held;
          return jsonResponse({ nonce: "slownonce12345678" });
        },
      },
    });
    await continueAs(dialog, "Partner");
    expect(await dialog.findByRole("button", { name: "Connecting..." })).toBeDisabled();
    await userEvent.keyboard("{Escape}");
    expect(screen.getByRole("dialog", { name: "Sign In / Connect Wallet" })).toBeInTheDocument();
    release();
    await waitFor(() => expect(router.state.location.pathname).toBe("/partner-dashboard"));
  });

  it("greets the privileged wallet as the artist it always is", async () => {
    const { router, dialog } = await openDialog({ privilegedWallets: [wallet.account.address] });
    await continueAs(dialog, "Partner");
    await waitFor(() => expect(router.state.location.pathname).toBe("/artiststudio"));
    expect(await screen.findByText("You are logged in as Artist")).toBeInTheDocument();
    expect(await screen.findByText("Welcome Queen Nova!")).toBeInTheDocument();
    expect(screen.getByText("Artist role assigned")).toBeInTheDocument();
  });

  it.each([
    [4001, "Connection Rejected", "Please approve the connection request to continue"],
    [-32002, "Connection Pending", "Please check your wallet for pending connection requests"],
    [-32603, "Connection Failed", "Internal JSON-RPC error."],
  ])("answers wallet code %i with %s", async (code, title, description) => {
    wallet.fail("eth_requestAccounts", code, "Internal JSON-RPC error.");
    const { api, dialog } = await openDialog();
    await continueAs(dialog, "Artist");
    expect(await screen.findByText(title)).toBeInTheDocument();
    expect(screen.getByText(description)).toBeInTheDocument();
    // Busy is over and the dialog stays for another try.
    expect(await dialog.findByRole("button", { name: "Continue" })).toBeEnabled();
    expect(api.bodiesFor("POST /api/auth/siwe")).toEqual([]);
  });

  it("treats a refused signature like a refused connection", async () => {
    wallet.fail("personal_sign", 4001);
    const { dialog } = await openDialog();
    await continueAs(dialog, "Fan");
    expect(await screen.findByText("Connection Rejected")).toBeInTheDocument();
    expect(await dialog.findByRole("button", { name: "Continue" })).toBeEnabled();
  });

  it("shows the wrong-network message, adds the chain on 4902, then finishes signing in", async () => {
    wallet.reset({ chainId: 1 });
    const { api, router, dialog } = await openDialog({ config: { chainId: 8453, chainName: "Base" } });
    await continueAs(dialog, "Artist");

    const alert = await dialog.findByRole("alert");
    expect(alert).toHaveTextContent("Please switch to Base network (Chain ID: 8453)");
    expect(api.bodiesFor("POST /api/auth/siwe")).toEqual([]);

    await userEvent.click(within(alert).getByRole("button", { name: "Switch network" }));
    expect(await screen.findByText("Network Switched")).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe("/artiststudio"));

    expect(wallet.methods()).toEqual(expect.arrayContaining(["wallet_switchEthereumChain", "wallet_addEthereumChain"]));
    const added = wallet.calls.find((call) => call.method === "wallet_addEthereumChain");
    expect(added?.params).toEqual([
      expect.objectContaining({ chainId: "0x2105", chainName: "Base", rpcUrls: [`${window.location.origin}/api/rpc`] }),
    ]);
    const [request] = api.bodiesFor("POST /api/auth/siwe") as SiweRequest[];
    expect(parseSiweMessage(request?.message ?? "").chainId).toBe(8453);
  });

  it("says so when the network switch is refused", async () => {
    wallet.reset({ chainId: 1 });
    const { dialog } = await openDialog({ config: { chainId: 8453, chainName: "Base" } });
    await continueAs(dialog, "Fan");
    wallet.fail("wallet_switchEthereumChain", 4001);
    await userEvent.click(await dialog.findByRole("button", { name: "Switch network" }));
    expect(await screen.findByText("Network Switch Failed")).toBeInTheDocument();
    expect(dialog.getByRole("alert")).toHaveTextContent("Please switch to Base network (Chain ID: 8453)");
  });

  it("warns that the profile did not sync when the server fails after the wallet connected", async () => {
    const { router, dialog } = await openDialog({
      routes: { "POST /api/auth/siwe": () => apiError("internal", "boom", 500) },
    });
    await continueAs(dialog, "Fan");
    expect(await screen.findByText("Connection Warning")).toBeInTheDocument();
    expect(screen.getByText("Wallet connected but profile sync failed")).toBeInTheDocument();
    expect(await dialog.findByRole("button", { name: "Continue" })).toBeEnabled();
    expect(router.state.location.pathname).toBe("/");
  });

  it("shows the server's reason when it refuses the sign-in", async () => {
    const { dialog } = await openDialog({
      routes: { "POST /api/auth/siwe": () => apiError("conflict", WALLET_LINKED_TO_OTHER_ACCOUNT, 409) },
    });
    await continueAs(dialog, "Fan");
    expect(await screen.findByText("Connection Failed")).toBeInTheDocument();
    expect(screen.getByText(WALLET_LINKED_TO_OTHER_ACCOUNT)).toBeInTheDocument();
  });
});
