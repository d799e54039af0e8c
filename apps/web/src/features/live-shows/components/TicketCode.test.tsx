import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { verifyTypedData } from "viem";
import { CHECK_IN_RESIGN_SECONDS, CHECK_IN_TYPES, checkInDomain, checkInMessage, decodeCheckInCode, type CheckInCode } from "@wbe3/domain";
import { getWalletRuntime } from "@/lib/wallet/wallet-runtime";
import { installFakeApi, TEST_CONFIG } from "@/test/fake-api";
import { installMatchMedia } from "@/test/media";
import { renderWithProviders } from "@/test/render-app";
import { resetAppState } from "@/test/reset-app-state";
import { installTestWallet } from "@/test/test-wallet";
import { CONNECT_TO_SHOW_TICKET } from "../hooks/use-ticket-code";
import { TicketCode } from "./TicketCode";

const wallet = installTestWallet({ name: "Test Wallet" });
const runtime = getWalletRuntime(TEST_CONFIG);
const SHOW_ID = "6f1d7c5e-2b8a-4c1e-9a57-0d3c1f6b2aff";
const SIGN = "eth_signTypedData_v4";

beforeEach(() => {
  wallet.reset({ chainId: TEST_CONFIG.chainId });
  // The clock moves on its own (so promises and waitFor run) and can be pushed 30 s at once.
  vi.useFakeTimers({ shouldAdvanceTime: true });
});

afterEach(async () => {
  vi.useRealTimers();
  await resetAppState();
  vi.unstubAllGlobals();
});

async function connect() {
  const option = runtime.getWallets().find((each) => each.name === "Test Wallet");
  if (!option) throw new Error("the test wallet was not announced");
  await runtime.connect(option.uid);
}

function setUp() {
  installMatchMedia();
  installFakeApi();
  renderWithProviders(<TicketCode showId={SHOW_ID} tokenId="7" units={2} />, { viewer: { role: "fan", privileged: false } });
  return userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
}

const signCount = () => wallet.methods().filter((method) => method === SIGN).length;
const codeField = () => screen.getByLabelText<HTMLTextAreaElement>("Ticket code");

/** The code on screen, decoded as a door scanner reads it, with its signature checked against its holder. */
async function shownCode(): Promise<CheckInCode> {
  const text = codeField().value;
  const code = decodeCheckInCode(text);
  if (!code) throw new Error(`not a ticket code: ${text}`);
  expect(screen.getByRole("img", { name: "Your ticket's QR code" })).toHaveAttribute("data-check-in-code", text);
  const valid = await verifyTypedData({
    address: code.holder,
    domain: checkInDomain(TEST_CONFIG.chainId, TEST_CONFIG.contracts.TicketNFT),
    types: CHECK_IN_TYPES,
    primaryType: "CheckIn",
    message: checkInMessage(code),
    signature: code.signature,
  });
  expect(valid).toBe(true);
  return code;
}

describe("the holder's ticket code", () => {
  it("asks the wallet to sign the CheckIn claim when shown, and shows it as a QR code and as text", async () => {
    await connect();
    const user = setUp();
    expect(screen.getByRole("heading", { name: "Your tickets: 2" })).toBeInTheDocument();
    expect(screen.queryByRole("img")).not.toBeInTheDocument();
    expect(signCount()).toBe(0);

    await user.click(screen.getByRole("button", { name: "Show my ticket" }));
    await screen.findByRole("img", { name: "Your ticket's QR code" });
    const code = await shownCode();
    expect(code).toMatchObject({ show: SHOW_ID, tokenId: 7n, holder: wallet.account.address });
    expect(Math.abs(code.issuedAt - Date.now() / 1000)).toBeLessThan(5);
    expect(signCount()).toBe(1);
    expect(screen.getByTestId("ticket-countdown")).toHaveTextContent(String(CHECK_IN_RESIGN_SECONDS));
  });

  it("signs a new code every 30 seconds while it is shown, counting down to it", async () => {
    await connect();
    const user = setUp();
    await user.click(screen.getByRole("button", { name: "Show my ticket" }));
    await screen.findByRole("img");
    const first = await shownCode();

    await vi.advanceTimersByTimeAsync(10_000);
    expect(Number(screen.getByTestId("ticket-countdown").textContent)).toBeLessThanOrEqual(CHECK_IN_RESIGN_SECONDS - 9);
    expect(signCount()).toBe(1);

    await vi.advanceTimersByTimeAsync(21_000);
    await waitFor(() => expect(signCount()).toBe(2));
    await waitFor(() => expect(codeField().value).not.toBe(""));
    await waitFor(async () => expect((await shownCode()).issuedAt).toBeGreaterThanOrEqual(first.issuedAt + CHECK_IN_RESIGN_SECONDS));
  });

  it("shows the wallet's refusal, and asks no more", async () => {
    await connect();
    wallet.fail(SIGN, 4001, "User rejected the request.");
    const user = setUp();
    await user.click(screen.getByRole("button", { name: "Show my ticket" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(/^Your wallet did not sign the ticket code: .*rejected/i);
    expect(screen.queryByRole("img")).not.toBeInTheDocument();
    expect(screen.queryByLabelText("Ticket code")).not.toBeInTheDocument();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(signCount()).toBe(1);
  });

  it("asks to connect the wallet when none is connected", async () => {
    const user = setUp();
    await user.click(screen.getByRole("button", { name: "Show my ticket" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(CONNECT_TO_SHOW_TICKET);
    expect(signCount()).toBe(0);
  });

  it("forgets the code when hidden, and signs afresh when shown again", async () => {
    await connect();
    const user = setUp();
    await user.click(screen.getByRole("button", { name: "Show my ticket" }));
    await screen.findByRole("img");
    await user.click(screen.getByRole("button", { name: "Hide my ticket" }));
    expect(screen.queryByRole("img")).not.toBeInTheDocument();
    expect(screen.queryByLabelText("Ticket code")).not.toBeInTheDocument();
    // Hidden, nothing is signed any more.
    await vi.advanceTimersByTimeAsync(60_000);
    expect(signCount()).toBe(1);

    // Shown again, the old code is not: only the wallet's next signature is.
    const release = wallet.hold(SIGN);
    try {
      await user.click(screen.getByRole("button", { name: "Show my ticket" }));
      expect(await screen.findByRole("status")).toHaveTextContent("Asking your wallet to sign your ticket code…");
      expect(screen.queryByRole("img")).not.toBeInTheDocument();
      expect(screen.queryByLabelText("Ticket code")).not.toBeInTheDocument();
    } finally {
      release();
    }
    await screen.findByRole("img");
    expect(signCount()).toBe(2);
  });

  it("stops signing once it leaves the page", async () => {
    await connect();
    const user = setUp();
    await user.click(screen.getByRole("button", { name: "Show my ticket" }));
    await screen.findByRole("img");
    cleanup();
    await vi.advanceTimersByTimeAsync(90_000);
    expect(signCount()).toBe(1);
  });
});
