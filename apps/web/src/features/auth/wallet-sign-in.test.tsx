import { afterEach, describe, expect, it, vi } from "vitest";
import { screen } from "@testing-library/react";
import type { WalletRuntime } from "@/lib/wallet/wallet-runtime";
import { renderApp } from "@/test/render-app";
import { installMatchMedia } from "@/test/media";
import { resetAppState } from "@/test/reset-app-state";
import { stubFetch, jsonResponse } from "@/test/fetch-stub";
import { announceFailure } from "./wallet-messages";
import { signInWithWallet } from "./wallet-sign-in";

afterEach(async () => {
  await resetAppState();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

// Any use of the wallet would be a bug in these cases, so every method throws.
const untouchable = new Proxy({} as WalletRuntime, {
  get: (_target, property) => {
    throw new Error(`the wallet runtime was used (${String(property)})`);
  },
});

const site = { host: "localhost", origin: "http://localhost" };

describe("signInWithWallet", () => {
  it("asks for a role before it asks the wallet anything", async () => {
    await expect(
      signInWithWallet({ runtime: untouchable, walletUid: "any", intent: { kind: "sign-in", role: null }, site }),
    ).resolves.toEqual({
      status: "role-required",
    });
  });

  it("reports a missing wallet without touching the runtime", async () => {
    await expect(signInWithWallet({ runtime: untouchable, walletUid: null, intent: { kind: "link" }, site })).resolves.toEqual({
      status: "no-wallet",
    });
  });
});

describe("announceFailure", () => {
  it("shows SPEC 8's destructive Role Required toast", async () => {
    installMatchMedia();
    stubFetch(() => jsonResponse({ items: [], nextCursor: null }));
    renderApp({ path: "/" });
    announceFailure({ status: "role-required" });
    expect(await screen.findByText("Role Required")).toBeInTheDocument();
    expect(screen.getByText("Please select your role")).toBeInTheDocument();
  });
});
