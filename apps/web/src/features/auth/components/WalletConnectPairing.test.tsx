import { afterEach, describe, expect, it, vi } from "vitest";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { WALLETCONNECT_PAIRING } from "@wbe3/domain";
import { notify } from "@/lib/toast";
import WalletConnectPairing from "./WalletConnectPairing";

const URI = `wc:${"3c".repeat(32)}@2?relay-protocol=irn&symKey=${"9d".repeat(32)}`;

afterEach(() => {
  vi.restoreAllMocks();
});

function renderPairing() {
  const onCancel = vi.fn();
  const user = userEvent.setup();
  render(<WalletConnectPairing uri={URI} onCancel={onCancel} />);
  return { onCancel, user };
}

describe("WalletConnect pairing panel", () => {
  it("shows the code as a labelled image and links the same pairing for a wallet app on this device", () => {
    renderPairing();
    expect(screen.getByRole("heading", { name: WALLETCONNECT_PAIRING.title })).toBeInTheDocument();
    const code = screen.getByRole("img", { name: WALLETCONNECT_PAIRING.codeLabel });
    expect(code.querySelector("path")?.getAttribute("d")).toMatch(/^M\d+ \d+h1v1h-1z/);
    expect(screen.getByRole("link", { name: WALLETCONNECT_PAIRING.openApp })).toHaveAttribute("href", URI);
  });

  it("copies the link and says so, or says it could not", async () => {
    const { user } = renderPairing();
    const success = vi.spyOn(notify, "success").mockImplementation(() => undefined);
    const failure = vi.spyOn(notify, "error").mockImplementation(() => undefined);
    const writeText = vi.spyOn(navigator.clipboard, "writeText");

    await user.click(screen.getByRole("button", { name: WALLETCONNECT_PAIRING.copyLink }));
    expect(writeText).toHaveBeenCalledWith(URI);
    expect(success).toHaveBeenCalledWith(WALLETCONNECT_PAIRING.linkCopied);

    writeText.mockRejectedValueOnce(new Error("Clipboard blocked"));
    await user.click(screen.getByRole("button", { name: WALLETCONNECT_PAIRING.copyLink }));
    expect(failure).toHaveBeenCalledWith(WALLETCONNECT_PAIRING.copyFailed, { description: "Clipboard blocked" });
  });

  it("cancels on request", async () => {
    const { onCancel, user } = renderPairing();
    await user.click(screen.getByRole("button", { name: WALLETCONNECT_PAIRING.cancel }));
    expect(onCancel).toHaveBeenCalledOnce();
  });
});
