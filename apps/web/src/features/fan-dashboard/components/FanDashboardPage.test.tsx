import { afterEach, describe, expect, it, vi } from "vitest";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SWAP_COMING_SOON } from "@wbe3/domain";
import { installFakeApi, meFor, sessionUser } from "@/test/fake-api";
import { jsonResponse } from "@/test/fetch-stub";
import { installMatchMedia } from "@/test/media";
import { renderApp } from "@/test/render-app";
import { resetAppState } from "@/test/reset-app-state";

const FAN = sessionUser({ role: "fan", walletAddress: "0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc" });

afterEach(async () => {
  await resetAppState();
  vi.unstubAllGlobals();
});

describe("fan dashboard tabs", () => {
  it("opens the tab a link names with ?tab=, and keeps the chosen tab in the URL", async () => {
    installMatchMedia();
    installFakeApi({
      me: meFor(FAN),
      routes: { [`GET /api/wallets/${FAN.walletAddress ?? ""}/nfts`]: () => jsonResponse({ nfts: [], count: 0, error: null }) },
    });
    const user = userEvent.setup();
    const { router } = renderApp({ path: "/fan-dashboard?tab=swap", me: meFor(FAN) });
    expect(await screen.findByRole("tab", { name: "Swap" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByText(SWAP_COMING_SOON)).toBeInTheDocument();

    await user.click(screen.getByRole("tab", { name: "Market" }));
    expect(router.state.location.search).toBe("?tab=market");
    expect(screen.getByRole("link", { name: "Open the marketplace" })).toBeInTheDocument();
    await user.click(screen.getByRole("tab", { name: "Vault" }));
    expect(router.state.location.search).toBe("");
  });
});
