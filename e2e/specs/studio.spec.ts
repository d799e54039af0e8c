import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe } from "vitest";
import { formatEth, MINTED_BADGE, MINTING_FAILED, mintFeePerItem, mintFeeTotal, NFT_MINTED, ROLE_HOME, wrongNetwork } from "@wbe3/domain";
import { expectNoAxeViolations } from "../src/axe.ts";
import { expectText, pageWithWallet as openPageWithWallet, signIn } from "../src/auth-steps.ts";
import { trackMintFee, trackOwner } from "../src/chain.ts";
import { expect, test, type NewPage } from "../src/fixtures.ts";
import { E2E_AUTH_RATE_LIMIT, startApp, type RunningApp } from "../src/start-app.ts";
import { readAppChain, type TestWalletOptions } from "../src/test-wallet.ts";
import { USER_REJECTED } from "../src/wallet-handler.ts";
import { sineWav } from "../src/wav.ts";

// Each test signs in with its own dev account, so the chain state and the server's records of
// one test never meet another's. Anvil funds 0–9: 0 deploys the contracts, 1–3 are the Demo wallet.
const ACCOUNTS = { axeFan: 4, axeArtist: 5, wrongNetworkArtist: 6, rejectingArtist: 7, artist: 8, fan: 9 } as const;

// A 1×1 PNG: the track's cover, so the vault has artwork to show.
const COVER_PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==", "base64");

// Published uploads show up in the marketplace and on /discover, which other specs count on the
// shared app; this spec's works go to an app of its own.
let app: RunningApp;
beforeAll(async () => {
  app = await startApp({ env: { AUTH_RATE_LIMIT: E2E_AUTH_RATE_LIMIT } });
});
afterAll(async () => {
  await app.stop();
});

interface MyUploads {
  uploads: { title: string; isMinted: boolean; mint: { tokenId: string } | null }[];
}

/** Reduced motion: axe judges toasts as they settle, not halfway through their fade-in. */
function pageWithWallet(newPage: NewPage, baseUrl: string, wallet: Omit<TestWalletOptions, "baseUrl">) {
  return openPageWithWallet(newPage, baseUrl, wallet, { reducedMotion: "reduce" });
}

function myUploads(page: Page): Promise<MyUploads> {
  return page.evaluate(async () => (await fetch("/api/uploads/mine")).json() as Promise<MyUploads>);
}

/** Signs in as an artist and creates the profile on the studio's Upload tab (uploads need one). */
async function artistInStudio(page: Page, username: string): Promise<void> {
  await page.goto("/");
  await signIn(page, "artist", ROLE_HOME.artist);
  await createProfile(page, username);
}

async function createProfile(page: Page, username: string): Promise<void> {
  const form = page.getByRole("main").getByRole("form", { name: "Artist profile" });
  await form.getByLabel("Username").fill(username);
  await form.getByLabel("Artist name").fill(`Artist ${username}`);
  await form.getByRole("button", { name: "Create profile" }).click();
  await expectText(page, "Profile saved");
}

/**
 * Studio, Upload tab: fills the form for a music track and adds it to the mint cart. Adding
 * uploads the files (the server checks them) and keeps the item as a draft; the form says so.
 */
async function addTrackToCart(page: Page, title: string, frequency: number): Promise<void> {
  await submitTrack(page, title, frequency);
  await uploadForm(page).getByRole("status").filter({ hasText: title }).waitFor();
}

function uploadForm(page: Page) {
  return page.getByRole("main").getByRole("form", { name: "Upload" });
}

async function submitTrack(page: Page, title: string, frequency: number): Promise<void> {
  const form = uploadForm(page);
  await form.getByRole("tab", { name: "Music" }).click();
  await form
    .getByLabel("File", { exact: true })
    .setInputFiles({ name: "track.wav", mimeType: "audio/wav", buffer: sineWav(0.5, frequency) });
  await form.getByLabel("Cover image (optional)").setInputFiles({ name: "cover.png", mimeType: "image/png", buffer: COVER_PNG });
  await form.getByLabel("Title").fill(title);
  await form.getByLabel("Description").fill("A sine wave, minted by the browser tests.");
  await form.getByLabel("Tags").fill("e2e, sine, test");
  await form.getByLabel("Price (WBE3)").fill("1.5");
  await form.getByRole("button", { name: "Add to mint cart" }).click();
}

function cartItem(page: Page, title: string) {
  return page.getByRole("main").getByRole("list", { name: "Mint cart" }).getByRole("listitem").filter({ hasText: title });
}

async function pressMint(page: Page, title: string): Promise<void> {
  await page.getByRole("main").getByRole("tab", { name: /^Mint/ }).click();
  await cartItem(page, title).getByRole("button", { name: "Mint", exact: true }).click();
}

/**
 * Studio, Upload tab: adds the track, its files uploading with a visible progress bar. The
 * uploads are held until the bar has been seen, since a small file on loopback would otherwise
 * finish before anyone could see it.
 */
async function addTrackWithVisibleProgress(page: Page, title: string, frequency: number): Promise<void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/api/files", async (route) => {
    await released;
    await route.fallback();
  });
  await submitTrack(page, title, frequency);
  await uploadForm(page)
    .getByRole("progressbar", { name: /^Uploading / })
    .first()
    .waitFor();
  release();
  await uploadForm(page).getByRole("status").filter({ hasText: title }).waitFor();
  await page.unroute("**/api/files");
}

describe("artist studio", () => {
  test("an artist uploads and mints a track that a fan then owns and plays", async ({ newPage }) => {
    const { baseUrl } = app;
    const title = `E2E Sine ${Date.now()}`;
    const username = `e2e-artist-${Date.now()}`;
    const { page, wallet } = await pageWithWallet(newPage, baseUrl, { accountIndex: ACCOUNTS.artist });
    await artistInStudio(page, username);
    // The fee is the contract's, shown before any wallet is asked.
    const fee = formatEth(await trackMintFee(baseUrl));
    await page.getByRole("main").getByRole("form", { name: "Upload" }).getByText(mintFeePerItem(fee)).waitFor();
    await addTrackWithVisibleProgress(page, title, 440);
    // The cart is kept on the server: a reload still shows the item.
    await page.reload();
    await page.getByRole("main").getByRole("tab", { name: /^Mint/ }).click();
    await cartItem(page, title).waitFor();
    await page.getByRole("main").getByRole("status").getByText(mintFeeTotal(fee, 1)).waitFor();
    await pressMint(page, title);
    await expectText(page, NFT_MINTED.title);
    expect(wallet.requests).toContain("eth_sendTransaction");

    const mine = page.getByRole("main").getByRole("list", { name: "My uploads" }).getByRole("listitem").filter({ hasText: title });
    await mine.getByText(MINTED_BADGE, { exact: true }).waitFor();
    const recorded = (await myUploads(page)).uploads.find((upload) => upload.title === title);
    expect(recorded?.isMinted).toBe(true);
    const tokenId = BigInt(recorded?.mint?.tokenId ?? "-1");
    await mine.getByText(new RegExp(`#${tokenId}\\b`)).waitFor();

    // The artist sends the token to a fan from the studio's own vault.
    const { page: fanPage, wallet: fanWallet } = await pageWithWallet(newPage, baseUrl, { accountIndex: ACCOUNTS.fan });
    const ownedByArtist = page
      .getByRole("main")
      .getByRole("list", { name: "Owned tokens" })
      .getByRole("listitem")
      .filter({ hasText: title });
    await ownedByArtist.getByRole("button", { name: "Send" }).click();
    await ownedByArtist.getByLabel("Send to wallet address").fill(fanWallet.address);
    await ownedByArtist.getByRole("button", { name: "Send" }).click();
    await expectText(page, "Token Sent");
    expect(await trackOwner(baseUrl, tokenId)).toBe(fanWallet.address);

    await page.goto(`/marketplace?q=${encodeURIComponent(title)}`);
    await page.getByRole("main").getByRole("article").filter({ hasText: title }).getByText(MINTED_BADGE, { exact: true }).waitFor();
    await page.goto(`/artist/${username}`);
    await page.getByRole("main").getByText(title).first().waitFor();

    await fanPage.goto("/");
    await signIn(fanPage, "fan", ROLE_HOME.fan);
    await fanPage.getByRole("main").getByRole("tab", { name: "Vault" }).click();
    const owned = fanPage.getByRole("main").getByRole("list", { name: "Owned tokens" }).getByRole("listitem").filter({ hasText: title });
    const artwork = owned.getByRole("img", { name: `Artwork of ${title}` });
    await artwork.waitFor();
    await expect.poll(() => artwork.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    const audio = owned.locator("audio");
    expect(await audio.getAttribute("src")).toMatch(/\/ipfs\//);
    // Playing loads the media; if autoplay rules refuse play(), load() still fetches it.
    await audio.evaluate((element: HTMLAudioElement) => element.play().catch(() => element.load()));
    await expect.poll(() => audio.evaluate((element: HTMLAudioElement) => element.readyState)).toBeGreaterThan(0);
  });

  test("minting with the wallet on another chain shows the wrong-network message and records nothing", async ({ newPage }) => {
    const { baseUrl } = app;
    const chain = await readAppChain(baseUrl);
    const title = `E2E Wrong Network ${Date.now()}`;
    const { page, wallet } = await pageWithWallet(newPage, baseUrl, { accountIndex: ACCOUNTS.wrongNetworkArtist });
    await artistInStudio(page, `e2e-wrong-${Date.now()}`);
    await addTrackToCart(page, title, 523);
    await wallet.moveToChain(8453);
    await pressMint(page, title);
    await cartItem(page, title).getByText(wrongNetwork(chain.chainName, chain.chainId), { exact: false }).waitFor();
    expect(wallet.requests).not.toContain("eth_sendTransaction");
    expect((await myUploads(page)).uploads.filter((upload) => upload.isMinted)).toEqual([]);
  });

  test("a rejected transaction shows the rejection and records nothing", async ({ newPage }) => {
    const { baseUrl } = app;
    const title = `E2E Rejected ${Date.now()}`;
    const { page, wallet } = await pageWithWallet(newPage, baseUrl, { accountIndex: ACCOUNTS.rejectingArtist });
    await artistInStudio(page, `e2e-rejecting-${Date.now()}`);
    await addTrackToCart(page, title, 659);
    wallet.script.transaction = USER_REJECTED;
    await pressMint(page, title);
    await expectText(page, MINTING_FAILED.title);
    await cartItem(page, title)
      .getByText(/rejected/i)
      .first()
      .waitFor();
    expect((await myUploads(page)).uploads.filter((upload) => upload.isMinted)).toEqual([]);
  });
});

describe("accessibility of the studio's pages (axe, WCAG 2.2 AA)", () => {
  // Signing in is not under test here: the session comes from the API (signedInPage).
  test("/artiststudio signed in as an artist, and that artist's /artist/<username>", async ({ signedInPage }) => {
    const username = `axe-artist-${Date.now()}`;
    const { page } = await signedInPage({
      baseUrl: app.baseUrl,
      accountIndex: ACCOUNTS.axeArtist,
      role: "artist",
      context: { reducedMotion: "reduce" },
    });
    await page.goto(ROLE_HOME.artist);
    await createProfile(page, username);
    await page.getByRole("main").getByRole("form", { name: "Upload" }).waitFor();
    await expectNoAxeViolations(page);

    await page.goto(`/artist/${username}`);
    await page
      .getByRole("main")
      .getByRole("heading", { level: 1, name: `Artist ${username}` })
      .waitFor();
    await page.waitForLoadState("networkidle");
    await expectNoAxeViolations(page);
  });

  test("/discover and /fan-dashboard signed in as a fan", async ({ signedInPage }) => {
    const { page, me } = await signedInPage({
      baseUrl: app.baseUrl,
      accountIndex: ACCOUNTS.axeFan,
      role: "fan",
      context: { reducedMotion: "reduce" },
    });
    expect(me.role).toBe("fan");
    await page.goto("/discover");
    await page.getByRole("main").getByRole("heading", { level: 1, name: "Discover Artists" }).waitFor();
    await page.waitForLoadState("networkidle");
    await expectNoAxeViolations(page);

    // A tab named in the URL opens (useTabParam), and the page passes axe on it too.
    await page.goto(`${ROLE_HOME.fan}?tab=swap`);
    await page.getByRole("main").getByRole("tab", { name: "Swap", selected: true }).waitFor();
    await page.waitForLoadState("networkidle");
    await expectNoAxeViolations(page);
  });
});
