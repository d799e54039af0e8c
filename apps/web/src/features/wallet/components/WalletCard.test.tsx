import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import {
  BALANCE_FETCH_FAILED,
  BALANCE_FETCH_FAILED_TOAST,
  FAUCET_SENT,
  wrongNetwork,
  type FaucetResponse,
  type PublicConfig,
  type TokenBalanceResponse,
  type TokenPrice,
} from "@wbe3/domain";
import { axeViolations } from "@/test/axe";
import { apiError, installFakeApi, meFor, sessionUser, TEST_CONFIG } from "@/test/fake-api";
import { jsonResponse } from "@/test/fetch-stub";
import { installMatchMedia } from "@/test/media";
import { renderApp } from "@/test/render-app";
import { resetAppState } from "@/test/reset-app-state";
import { installTestWallet, type TestWallet } from "@/test/test-wallet";
import { tokenPriceQueryOptions } from "../api/get-token-price";
import { walletBalanceQueryOptions } from "../api/get-wallet-balance";

let wallet: TestWallet;
let fan: ReturnType<typeof sessionUser>;
let balancePath: string;

const BALANCE: TokenBalanceResponse = {
  wbe3: { raw: "1234567800000000000000", formatted: "1,234.56", decimals: 18 },
  eth: { raw: "123456789000000000", formatted: "0.1234" },
};
const PRICE: TokenPrice = { usd: 0.0045, source: "geckoterminal", updatedAt: "2026-03-01T12:00:00.000Z", estimate: false };

type Route = (request: { url: URL; body: unknown }) => Response | Promise<Response>;

function openWalletTab({
  config = {},
  balance = () => jsonResponse(BALANCE),
  price = () => jsonResponse(PRICE),
  routes = {},
  user = fan,
}: { config?: Partial<PublicConfig>; balance?: Route; price?: Route; routes?: Record<string, Route>; user?: typeof fan } = {}) {
  const api = installFakeApi({
    me: meFor(user),
    config,
    routes: { [`GET ${balancePath}`]: balance, "GET /api/token/price": price, ...routes },
  });
  const view = renderApp({ path: "/fan-dashboard?tab=wallet", me: meFor(user) });
  return { api, ...view };
}

const card = async () => screen.findByRole("region", { name: "Wallet" });

beforeAll(() => {
  wallet = installTestWallet();
  fan = sessionUser({ role: "fan", walletAddress: wallet.account.address.toLowerCase() });
  balancePath = `/api/wallets/${fan.walletAddress ?? ""}/balance`;
});

beforeEach(() => {
  installMatchMedia();
  wallet.reset({ chainId: TEST_CONFIG.chainId });
});

afterEach(async () => {
  await resetAppState();
  vi.unstubAllGlobals();
});

describe("wallet card", () => {
  it("shows a placeholder while the balance loads", async () => {
    let answer: (response: Response) => void = () => undefined;
    openWalletTab({ balance: () => new Promise((resolve) => (answer = resolve)) });
    expect(await within(await card()).findByText("Loading balance…")).toBeInTheDocument();
    answer(jsonResponse(BALANCE));
    expect(await within(await card()).findByText("1,234.56")).toBeInTheDocument();
  });

  it("shows WBE3 with 2 decimals, its approximate USD value and ETH with 4 decimals", async () => {
    openWalletTab();
    const region = await card();
    expect(await within(region).findByText("1,234.56")).toBeInTheDocument();
    // 1,234.5678 WBE3 at $0.0045.
    expect(within(region).getByText("≈ $5.56")).toBeInTheDocument();
    expect(within(region).getByText("0.1234")).toBeInTheDocument();
    expect(within(region).queryByText("(estimate)")).not.toBeInTheDocument();
    expect(within(region).queryByText("Sandbox")).not.toBeInTheDocument();
    expect(await axeViolations(region)).toEqual([]);
  });

  it("marks the fallback price as an estimate and the local provider's price as Sandbox", async () => {
    openWalletTab({ price: () => jsonResponse({ ...PRICE, source: "fallback", estimate: true }) });
    expect(await within(await card()).findByText("(estimate)")).toBeInTheDocument();
    await resetAppState();

    openWalletTab({ price: () => jsonResponse({ ...PRICE, source: "sandbox" }) });
    expect(await within(await card()).findByText("Sandbox")).toBeInTheDocument();
  });

  it("retries with a back-off, then says the balance failed with Retry, Unavailable figures and one toast", async () => {
    let healthy = false;
    const { api } = openWalletTab({ balance: () => (healthy ? jsonResponse(BALANCE) : apiError("unavailable", "Chain down", 503)) });
    const region = await card();
    expect(await within(region).findByText(BALANCE_FETCH_FAILED, {}, { timeout: 4_000 })).toBeInTheDocument();
    // The first read and three retries (200, 400 and 800 ms apart).
    expect(api.urlsFor(balancePath)).toHaveLength(4);
    expect(within(region).getAllByText("Unavailable")).toHaveLength(3);
    expect(await screen.findByText(BALANCE_FETCH_FAILED_TOAST.title)).toBeInTheDocument();

    healthy = true;
    await userEvent.click(within(region).getByRole("button", { name: "Retry" }));
    expect(await within(region).findByText("1,234.56")).toBeInTheDocument();
    expect(within(region).queryByText(BALANCE_FETCH_FAILED)).not.toBeInTheDocument();
    expect(screen.getAllByText(BALANCE_FETCH_FAILED_TOAST.title)).toHaveLength(1);
  });

  it("refreshes the balance and the price on request", async () => {
    const { api } = openWalletTab();
    const region = await card();
    await within(region).findByText("1,234.56");
    await userEvent.click(within(region).getByRole("button", { name: "Refresh balance" }));
    await waitFor(() => expect(api.urlsFor(balancePath)).toHaveLength(2));
    expect(api.urlsFor("/api/token/price")).toHaveLength(2);
  });

  it("asks for the right network when the wallet is on another chain, and switches on request", async () => {
    wallet.reset({ chainId: TEST_CONFIG.chainId, connected: true });
    openWalletTab();
    const region = await card();
    await within(region).findByText("1,234.56");
    await waitFor(() => expect(wallet.methods()).toContain("eth_chainId"));
    expect(within(region).queryByText(wrongNetwork(TEST_CONFIG.chainName, TEST_CONFIG.chainId))).not.toBeInTheDocument();

    act(() => wallet.changeChain(1));
    expect(await within(region).findByText(wrongNetwork(TEST_CONFIG.chainName, TEST_CONFIG.chainId))).toBeInTheDocument();
    await userEvent.click(within(region).getByRole("button", { name: "Switch network" }));
    await waitFor(() =>
      expect(within(region).queryByText(wrongNetwork(TEST_CONFIG.chainName, TEST_CONFIG.chainId))).not.toBeInTheDocument(),
    );
    expect(wallet.methods()).toContain("wallet_switchEthereumChain");
  });

  it("offers the configured DEX page to buy WBE3, outside local mode", async () => {
    openWalletTab({ config: { swapUrl: "https://app.uniswap.org/swap?chain=base" } });
    const region = await card();
    const buy = await within(region).findByRole("link", { name: /Buy WBE3/ });
    expect(buy).toHaveAttribute("href", "https://app.uniswap.org/swap?chain=base");
    expect(buy).toHaveAttribute("target", "_blank");
    expect(within(region).queryByRole("button", { name: "Get test WBE3" })).not.toBeInTheDocument();
  });

  it("offers test WBE3 from the faucet in local mode, and says what came of it", async () => {
    const sent: FaucetResponse = { to: wallet.account.address, amount: "100000000000000000000", txHash: `0x${"ab".repeat(32)}` };
    const { api } = openWalletTab({
      config: { localMode: true, swapUrl: "https://app.uniswap.org/swap?chain=base" },
      routes: { "POST /api/dev/faucet": () => jsonResponse(sent) },
    });
    const region = await card();
    await within(region).findByText("1,234.56");
    expect(within(region).queryByRole("link", { name: /Buy WBE3/ })).not.toBeInTheDocument();
    await userEvent.click(within(region).getByRole("button", { name: "Get test WBE3" }));
    expect(await within(region).findByRole("status")).toHaveTextContent(FAUCET_SENT);
    expect(api.bodiesFor("POST /api/dev/faucet")).toHaveLength(1);
    // The new balance is read at once.
    await waitFor(() => expect(api.urlsFor(balancePath)).toHaveLength(2));
  });

  it("says why the faucet refused", async () => {
    openWalletTab({
      config: { localMode: true },
      routes: { "POST /api/dev/faucet": () => apiError("rate_limited", "Too many attempts. Please wait a minute and try again.", 429) },
    });
    const region = await card();
    await userEvent.click(await within(region).findByRole("button", { name: "Get test WBE3" }));
    expect(await within(region).findByRole("alert")).toHaveTextContent("Too many attempts");
  });

  it("links the token's explorer page, and hides the link without an explorer", async () => {
    openWalletTab({ config: { explorerUrl: "https://basescan.org/" } });
    const link = await within(await card()).findByRole("link", { name: /View WBE3 on the block explorer/ });
    expect(link).toHaveAttribute("href", `https://basescan.org/token/${TEST_CONFIG.contracts.WBE3Token}`);
    await resetAppState();

    openWalletTab();
    const region = await card();
    await within(region).findByText("1,234.56");
    expect(within(region).queryByRole("link", { name: /block explorer/ })).not.toBeInTheDocument();
  });

  it("shows in the studio beside the tiers too", async () => {
    const artist = sessionUser({ ...fan, role: "artist" });
    installFakeApi({
      me: meFor(artist),
      routes: { [`GET ${balancePath}`]: () => jsonResponse(BALANCE), "GET /api/token/price": () => jsonResponse(PRICE) },
    });
    renderApp({ path: "/artiststudio?tab=tiers", me: meFor(artist) });
    expect(await within(await card()).findByText("1,234.56")).toBeInTheDocument();
  });

  it("says when no wallet is linked", async () => {
    openWalletTab({ user: sessionUser({ role: "fan" }) });
    expect(await within(await card()).findByText("No wallet is linked to this account yet.")).toBeInTheDocument();
  });
});

describe("wallet card refresh policy", () => {
  it("refreshes balance and price every 30 s and retries a failed balance after 200 ms, doubling", () => {
    const balance = walletBalanceQueryOptions("0xabc");
    expect(balance.refetchInterval).toBe(30_000);
    expect(tokenPriceQueryOptions().refetchInterval).toBe(30_000);
    const delay = balance.retryDelay as (failures: number) => number;
    expect([0, 1, 2].map((failures) => delay(failures))).toEqual([200, 400, 800]);
  });
});
