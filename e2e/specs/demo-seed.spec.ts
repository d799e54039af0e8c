import { getAddress, parseEther, type Address } from "viem";
import { describe } from "vitest";
import { devAccounts } from "@wbe3/contracts";
import { DEMO_ACCOUNT_WBE3, NEW_DEMO_ACCOUNT, NO_RADIO_TRACKS, RADIO_TITLE, ROLE_HOME, type RadioTracks } from "@wbe3/domain";
import { signIn, viewer } from "../src/auth-steps.ts";
import { expect, test } from "../src/fixtures.ts";
import { wbe3Balance } from "../src/seller.ts";

// Issue 19, point 7: a fresh install (the shared app starts on an empty data directory, seeded
// with the demo content) has something to play, and a wallet nobody linked yet.
describe("a fresh install", () => {
  test("the radio plays the demo artist's track, and her page counts her listed tracks", async ({ newPage, baseUrl }) => {
    const pool = (await (await fetch(`${baseUrl}/api/radio/tracks`)).json()) as RadioTracks;
    expect(pool.tracks.map((track) => track.title)).toContain("Midnight Frequencies");

    const page = await newPage({ reducedMotion: "reduce" });
    await page.goto("/");
    await page.getByRole("button", { name: "Listen to WBE3 Radio" }).click();
    const radio = page.getByRole("region", { name: RADIO_TITLE });
    // Whatever the shuffle plays first, it is a real file long enough to count as a stream.
    await page.waitForFunction(() => (document.querySelector("audio")?.duration ?? 0) > 30);
    expect(await radio.getByText(NO_RADIO_TRACKS).count()).toBe(0);

    await page.goto("/artist/novareign");
    await page.getByRole("heading", { name: "Music catalog (2 tracks)" }).waitFor();
  });

  test("the demo wallet makes a new funded account that signs in where the dev accounts are taken", async ({ newPage, baseUrl }) => {
    const page = await newPage();
    await page.goto("/");
    await signIn(page, "fan", ROLE_HOME.fan, NEW_DEMO_ACCOUNT);
    const me = await viewer(page);
    const address: Address = getAddress(me.user?.walletAddress ?? "");
    expect(devAccounts(10).map((account) => account.address)).not.toContain(address);
    expect(await wbe3Balance(baseUrl, address)).toBe(parseEther(String(DEMO_ACCOUNT_WBE3)));
  });
});
