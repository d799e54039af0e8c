import { afterEach, beforeEach, vi } from "vitest";
import userEvent from "@testing-library/user-event";
import type { RegistrationAnswer } from "@wbe3/domain";
import { getWalletRuntime } from "@/lib/wallet/wallet-runtime";
import { createFakeChain } from "@/test/fake-chain";
import { installFakeApi, meFor, sessionUser, TEST_CONFIG } from "@/test/fake-api";
import { installFakeXhr } from "@/test/fake-xhr";
import { jsonResponse } from "@/test/fetch-stub";
import { installMatchMedia } from "@/test/media";
import { renderApp } from "@/test/render-app";
import { resetAppState } from "@/test/reset-app-state";
import { installTestWallet } from "@/test/test-wallet";

type Handler = (request: { url: URL; body: unknown }) => Response | Promise<Response>;

interface SetUp {
  path: string;
  /** What `GET /api/copyright/registrations` lists. */
  registrations?: RegistrationAnswer[];
  routes?: Record<string, Handler>;
  /** Answers each multipart registration as it is sent; without it the test answers by hand. */
  answerUpload?: Parameters<typeof installFakeXhr>[0];
  /** Signed in without a wallet linked to the account. */
  withoutWallet?: boolean;
}

/**
 * What the copyright area's page tests share: an artist whose account's wallet is the test wallet
 * (a real signer), a fake chain behind `/api/rpc`, the fake API with the copyright routes given,
 * and XMLHttpRequest recording the multipart registrations.
 */
export function installCopyrightPages() {
  const wallet = installTestWallet({ name: "Test Wallet" });
  const runtime = getWalletRuntime(TEST_CONFIG);
  const artist = sessionUser({ id: "artist-1", role: "artist", name: "Nova", walletAddress: wallet.account.address.toLowerCase() });

  beforeEach(() => wallet.reset({ chainId: TEST_CONFIG.chainId }));
  afterEach(async () => {
    await resetAppState();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  function setUp({ path, registrations = [], routes = {}, answerUpload, withoutWallet = false }: SetUp) {
    installMatchMedia();
    const chain = createFakeChain();
    const me = meFor(withoutWallet ? { ...artist, walletAddress: null } : artist);
    const api = installFakeApi({
      me,
      routes: {
        "POST /api/rpc": chain.route,
        "GET /api/copyright/registrations": () => jsonResponse({ registrations, nextOffset: null }),
        ...routes,
      },
    });
    const xhr = installFakeXhr(answerUpload);
    const view = renderApp({ path, me });
    return { api, chain, xhr, view, user: userEvent.setup() };
  }

  async function connectWallet(): Promise<void> {
    const option = runtime.getWallets().find((each) => each.name === "Test Wallet");
    if (!option) throw new Error("the test wallet was not announced");
    await runtime.connect(option.uid);
  }

  return { wallet, artist, setUp, connectWallet };
}
