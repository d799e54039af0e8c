import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { EMAIL_TAKEN, INVALID_CREDENTIALS, RESET_REQUESTED, type SignupInput } from "@wbe3/domain";
import { ANONYMOUS_ME, KNOWN_ACCOUNT, installFakeApi } from "@/test/fake-api";
import { installMatchMedia } from "@/test/media";
import { renderApp } from "@/test/render-app";
import { resetAppState } from "@/test/reset-app-state";

beforeEach(() => {
  installMatchMedia();
});

afterEach(async () => {
  await resetAppState();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function openFromFooter() {
  const api = installFakeApi();
  const { router } = renderApp({ path: "/", me: ANONYMOUS_ME });
  // The footer arrives once the visitor scrolls.
  fireEvent.scroll(window);
  const footer = within(await screen.findByRole("contentinfo"));
  await userEvent.click(footer.getByRole("button", { name: "Launch Platform" }));
  const dialog = within(await screen.findByRole("dialog", { name: "Log in or sign up" }));
  return { api, router, dialog };
}

async function fillSignup(dialog: Awaited<ReturnType<typeof openFromFooter>>["dialog"], values: Partial<SignupInput>) {
  if (values.name) await userEvent.type(dialog.getByLabelText("Name"), values.name);
  if (values.email) await userEvent.type(dialog.getByLabelText("E-mail"), values.email);
  if (values.password) await userEvent.type(dialog.getByLabelText("Password"), values.password);
}

describe("e-mail auth dialog", () => {
  it("opens from the footer's Launch Platform on the sign-up tab", async () => {
    const { dialog } = await openFromFooter();
    expect(dialog.getByRole("tab", { name: "Sign up" })).toHaveAttribute("aria-selected", "true");
    for (const field of ["Name", "E-mail", "Password"]) expect(dialog.getByLabelText(field)).toBeInTheDocument();
    expect(dialog.getByRole("button", { name: "Sign up as Fan" })).toBeInTheDocument();
    expect(dialog.getByRole("button", { name: "Sign up as Artist" })).toBeInTheDocument();
  });

  it("asks to fill in all fields and sends nothing", async () => {
    const { api, dialog } = await openFromFooter();
    await fillSignup(dialog, { email: "new@wbe3.example" });
    await userEvent.click(dialog.getByRole("button", { name: "Sign up as Fan" }));
    expect(await dialog.findByRole("alert")).toHaveTextContent("Please fill in all fields");
    expect(dialog.getByLabelText("Name")).toHaveAttribute("aria-invalid", "true");
    expect(api.bodiesFor("POST /api/auth/signup")).toEqual([]);
  });

  it("explains a weak password under the field", async () => {
    const { api, dialog } = await openFromFooter();
    await fillSignup(dialog, { name: "Ada", email: "ada@wbe3.example", password: "short" });
    await userEvent.click(dialog.getByRole("button", { name: "Sign up as Fan" }));
    expect(await dialog.findByText(/^Password is too weak: Use at least 10 characters\./)).toBeInTheDocument();
    expect(api.bodiesFor("POST /api/auth/signup")).toEqual([]);
  });

  it("signs up with the chosen card's role, says so, and continues to the wallet step", async () => {
    const { api, router, dialog } = await openFromFooter();
    await fillSignup(dialog, { name: "Ada", email: "ada@wbe3.example", password: "a long passphrase 42" });
    await userEvent.click(dialog.getByRole("button", { name: "Sign up as Artist" }));

    expect(await screen.findByText("Account created successfully! Please check your email to verify.")).toBeInTheDocument();
    expect(api.bodiesFor("POST /api/auth/signup")).toEqual([
      { name: "Ada", email: "ada@wbe3.example", password: "a long passphrase 42", role: "artist" },
    ]);
    await waitFor(() => expect(router.state.location.pathname).toBe("/register"));
    const steps = await screen.findByRole("list", { name: "Sign-up steps" });
    expect(within(steps).getByText("Connect wallet").closest("li")).toHaveAttribute("aria-current", "step");
  });

  it("shows the server's refusal as an Error toast", async () => {
    const { dialog } = await openFromFooter();
    await fillSignup(dialog, { name: "Nova", email: KNOWN_ACCOUNT.email, password: "a long passphrase 42" });
    await userEvent.click(dialog.getByRole("button", { name: "Sign up as Fan" }));
    expect(await screen.findByText("Error")).toBeInTheDocument();
    expect(screen.getByText(EMAIL_TAKEN)).toBeInTheDocument();
    expect(screen.getByRole("dialog", { name: "Log in or sign up" })).toBeInTheDocument();
  });

  it("logs in, or shows why not", async () => {
    const { router, dialog } = await openFromFooter();
    await userEvent.click(dialog.getByRole("tab", { name: "Log in" }));
    await userEvent.type(dialog.getByLabelText("E-mail"), KNOWN_ACCOUNT.email);
    await userEvent.type(dialog.getByLabelText("Password"), "wrong password");
    await userEvent.click(dialog.getByRole("button", { name: "Log in" }));
    expect(await screen.findByText(INVALID_CREDENTIALS)).toBeInTheDocument();

    await userEvent.clear(dialog.getByLabelText("Password"));
    await userEvent.type(dialog.getByLabelText("Password"), KNOWN_ACCOUNT.password);
    await userEvent.click(dialog.getByRole("button", { name: "Log in" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/artiststudio"));
    expect(await screen.findByText("You are logged in as Artist")).toBeInTheDocument();
  });

  it("sends a reset link for a forgotten password", async () => {
    const { api, dialog } = await openFromFooter();
    await userEvent.click(dialog.getByRole("tab", { name: "Log in" }));
    await userEvent.click(dialog.getByRole("button", { name: "Forgot password?" }));
    await userEvent.type(dialog.getByLabelText("E-mail"), "someone@wbe3.example");
    await userEvent.click(dialog.getByRole("button", { name: "Send reset link" }));
    expect(await dialog.findByRole("status")).toHaveTextContent(RESET_REQUESTED);
    expect(api.bodiesFor("POST /api/auth/password-reset/request")).toEqual([{ email: "someone@wbe3.example" }]);
  });

  it("closes with Escape and gives focus back to the button that opened it", async () => {
    await openFromFooter();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(screen.getByRole("button", { name: "Launch Platform" })).toHaveFocus();
  });
});
