import type { Page } from "playwright-core";
import { describe } from "vitest";
import { expect, test } from "../src/fixtures.ts";

function pathname(page: Page): string {
  return new URL(page.url()).pathname;
}

async function expectHome(page: Page): Promise<void> {
  await expect.poll(() => pathname(page)).toBe("/");
  await page.getByRole("link", { name: "Join Platform" }).waitFor();
}

async function expectStudioPrompt(page: Page): Promise<void> {
  await expect.poll(() => pathname(page)).toBe("/artiststudio");
  const main = page.getByRole("main");
  await main.getByRole("heading", { level: 1, name: "Artist Studio" }).waitFor();
  await main.getByText("Connect your wallet or log in", { exact: false }).waitFor();
  await main.getByRole("button", { name: "Sign In / Connect Wallet" }).waitFor();
}

describe("route table (anonymous visitor)", () => {
  test.for([
    { path: "/artists", same: "/discover", heading: "Discover Artists" },
    { path: "/live-shows", same: "/liveshows", heading: "Live Shows" },
  ])("$path shows the same page as $same and keeps its address", async ({ path, same, heading }, { newPage }) => {
    const page = await newPage();
    for (const address of [same, path]) {
      await page.goto(address);
      await page.getByRole("main").getByRole("heading", { level: 1, name: heading }).waitFor();
      expect(pathname(page)).toBe(address);
    }
  });

  test.for(["/nfts", "/upload", "/mint"])("%s redirects to /artiststudio", async (path, { newPage }) => {
    const page = await newPage();
    await page.goto(path);
    await expectStudioPrompt(page);
  });

  test("/artiststudio asks a visitor to connect or log in", async ({ newPage }) => {
    const page = await newPage();
    await page.goto("/artiststudio");
    await expectStudioPrompt(page);
  });

  test.for(["/dashboard", "/no-such-page", "/deeply/nested/unknown?x=1"])("%s lands on home", async (path, { newPage }) => {
    const page = await newPage();
    await page.goto(path);
    await expectHome(page);
  });

  test.for(["/artist-dashboard", "/fan-dashboard", "/partner-dashboard", "/admin-dashboard", "/artiststorefront", "/artist-storefront"])(
    "role-only %s sends a visitor home",
    async (path, { newPage }) => {
      const page = await newPage();
      await page.goto(path);
      await expectHome(page);
    },
  );
});
