import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { Viewer } from "@wbe3/domain";
import { TEST_CONFIG } from "@/test/fake-api";
import { jsonResponse, stubFetch } from "@/test/fetch-stub";
import { installMatchMedia } from "@/test/media";
import { renderApp } from "@/test/render-app";
import { resetAppState } from "@/test/reset-app-state";

beforeEach(() => {
  installMatchMedia();
  stubFetch((url) => jsonResponse(url.pathname === "/api/config" ? TEST_CONFIG : { items: [], nextCursor: null }));
});

afterEach(async () => {
  await resetAppState();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const studio = (viewer: Viewer) => renderApp({ path: "/artiststudio", viewer });

describe("artist studio gate", () => {
  it("asks anonymous visitors to connect or log in, and opens the sign-in dialog", async () => {
    const { router } = studio({ role: null, privileged: false });
    const main = within(await screen.findByRole("main"));
    expect(await main.findByRole("heading", { level: 1, name: "Artist Studio" })).toBeInTheDocument();
    expect(main.getByText(/connect your wallet or log in/i)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/artiststudio");

    await userEvent.click(main.getByRole("button", { name: "Sign In / Connect Wallet" }));
    expect(await screen.findByRole("dialog", { name: "Sign In / Connect Wallet" })).toBeInTheDocument();
  });

  it("offers e-mail login to anonymous visitors too", async () => {
    studio({ role: null, privileged: false });
    const main = within(await screen.findByRole("main"));
    await userEvent.click(await main.findByRole("button", { name: "Log in with e-mail" }));
    const dialog = await screen.findByRole("dialog", { name: "Log in or sign up" });
    expect(within(dialog).getByRole("tab", { name: "Log in" })).toHaveAttribute("aria-selected", "true");
  });

  it("tells signed-in non-artists what they still need", async () => {
    studio({ role: "fan", privileged: false });
    expect(await screen.findByRole("heading", { level: 1, name: "Access Restricted" })).toBeInTheDocument();
    const items = screen.getAllByRole("listitem").map((item) => item.textContent);
    expect(items).toEqual(expect.arrayContaining(["Artist account registration", "Email verification", "Wallet connection"]));
  });

  it("shows the studio to artists", async () => {
    studio({ role: "artist", privileged: false });
    expect(await screen.findByRole("tab", { name: "Upload" })).toBeInTheDocument();
  });

  it("lets the privileged wallet in whatever its stored role", async () => {
    studio({ role: "fan", privileged: true });
    expect(await screen.findByRole("tab", { name: "Upload" })).toBeInTheDocument();
    expect(screen.queryByText("Access Restricted")).not.toBeInTheDocument();
  });
});
