import { describe, expect, it, vi } from "vitest";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { SelectableRole } from "@wbe3/domain";
import { SignInDialog } from "./SignInDialog";

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function renderDialog(onContinue: (role: SelectableRole) => Promise<void>) {
  const onOpenChange = vi.fn();
  render(<SignInDialog open onOpenChange={onOpenChange} onContinue={onContinue} />);
  return { onOpenChange };
}

describe("SignInDialog", () => {
  it("shows the SPEC texts and the three selectable roles", () => {
    renderDialog(vi.fn());
    expect(screen.getByRole("dialog", { name: "Sign In / Connect Wallet" })).toBeInTheDocument();
    expect(screen.getByText("Connect with MetaMask or WalletConnect")).toBeInTheDocument();
    const group = screen.getByRole("radiogroup", { name: "I'm signing in as:" });
    expect(group).toBeInTheDocument();
    expect(screen.getAllByRole("radio").map((radio) => radio.getAttribute("value"))).toEqual(["artist", "fan", "partner"]);
  });

  it("keeps Continue disabled until a role is chosen", async () => {
    const onContinue = vi.fn(() => Promise.resolve());
    renderDialog(onContinue);
    const button = screen.getByRole("button", { name: "Continue" });
    expect(button).toBeDisabled();
    await userEvent.click(screen.getByRole("radio", { name: "Fan" }));
    expect(button).toBeEnabled();
  });

  it("reads Connecting... while signing in, then closes", async () => {
    const pending = deferred();
    const onContinue = vi.fn(() => pending.promise);
    const { onOpenChange } = renderDialog(onContinue);
    await userEvent.click(screen.getByRole("radio", { name: "Partner" }));
    await userEvent.click(screen.getByRole("button", { name: "Continue" }));

    expect(onContinue).toHaveBeenCalledWith("partner");
    expect(screen.getByRole("button", { name: "Connecting..." })).toBeDisabled();

    pending.resolve();
    expect(await screen.findByRole("button", { name: "Continue" })).toBeEnabled();
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it("stays open and ready to retry when signing in fails", async () => {
    const onContinue = vi.fn(() => Promise.reject(new Error("User rejected the request")));
    const { onOpenChange } = renderDialog(onContinue);
    await userEvent.click(screen.getByRole("radio", { name: "Artist" }));
    await userEvent.click(screen.getByRole("button", { name: "Continue" }));

    expect(await screen.findByRole("button", { name: "Continue" })).toBeEnabled();
    expect(onOpenChange).not.toHaveBeenCalledWith(false);
    expect(screen.getByRole("dialog")).toBeInTheDocument();
  });
});
