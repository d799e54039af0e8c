import type { Page } from "playwright-core";
import decodeQR from "qr/decode.js";
import { afterAll, beforeAll, describe } from "vitest";
import { CONNECTION_REJECTED, LOGGED_OUT, ROLE_HOME, WALLETCONNECT_PAIRING } from "@wbe3/domain";
import { continueAs, expectText, openSignInDialog, pageWithWallet, pathname, signInDialog, viewer } from "../src/auth-steps.ts";
import { expect, test, type NewPage } from "../src/fixtures.ts";
import { E2E_AUTH_RATE_LIMIT, startApp, type RunningApp } from "../src/start-app.ts";
import { appRpc, readAppChain } from "../src/test-wallet.ts";
import { WalletHandler, USER_REJECTED } from "../src/wallet-handler.ts";
import { startWalletConnectRelay } from "../src/walletconnect-relay.ts";
import { startWalletConnectWallet, type WalletConnectWallet } from "../src/walletconnect-wallet.ts";

const PROJECT_ID = "e2e0e2e0e2e0e2e0e2e0e2e0e2e0e2e0";
/**
 * WalletConnect's SDK asks its verify service to vouch for our origin before proposing a session.
 * In tests that request is aborted like any other outside request, but it is expected.
 */
const WALLETCONNECT_VERIFY = /^https:\/\/verify\.walletconnect\.(org|com)\//;
const PHONE_ACCOUNT_INDEX = 6;

let relay: Awaited<ReturnType<typeof startWalletConnectRelay>>;
let app: RunningApp;
let chainId: number;
const phones: WalletConnectWallet[] = [];

// An app of its own, configured with both hosted connectors and a WalletConnect relay on loopback.
beforeAll(async () => {
  relay = await startWalletConnectRelay();
  app = await startApp({
    env: {
      AUTH_RATE_LIMIT: E2E_AUTH_RATE_LIMIT,
      WALLETCONNECT_PROJECT_ID: PROJECT_ID,
      WALLETCONNECT_RELAY_URL: relay.url,
      COINBASE_WALLET: "true",
    },
  });
  chainId = (await readAppChain(app.baseUrl)).chainId;
});
afterAll(async () => {
  await Promise.all(phones.map((phone) => phone.close()));
  await app.stop();
  await relay.close();
});

/** A phone wallet in Node that pairs over the loopback relay and signs with an Anvil key. */
async function startPhone(): Promise<{ phone: WalletConnectWallet; handler: WalletHandler }> {
  const handler = new WalletHandler({
    appChainId: chainId,
    forward: appRpc(app.baseUrl),
    emit: () => Promise.resolve(),
    accountIndex: PHONE_ACCOUNT_INDEX,
  });
  const phone = await startWalletConnectWallet({ relayUrl: relay.url, handler, chainId, projectId: PROJECT_ID });
  phones.push(phone);
  return { phone, handler };
}

function walletConnectPage(newPage: NewPage): Promise<Page> {
  return newPage({ baseURL: app.baseUrl, reducedMotion: "reduce" }, { tolerate: [WALLETCONNECT_VERIFY] });
}

function pairingCode(page: Page) {
  return signInDialog(page).getByRole("img", { name: WALLETCONNECT_PAIRING.codeLabel });
}

/** Reads the pairing code the way a phone's camera would: from its pixels. */
async function scanPairingCode(page: Page): Promise<string> {
  const code = pairingCode(page);
  await code.waitFor();
  const pixels = await code.evaluate(async (svg) => {
    const markup = new XMLSerializer().serializeToString(svg);
    const image = new Image();
    image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(markup)}`;
    await image.decode();
    const canvas = document.createElement("canvas");
    canvas.width = 600;
    canvas.height = 600;
    const context = canvas.getContext("2d");
    if (!context) throw new Error("no 2d canvas");
    context.drawImage(image, 0, 0, canvas.width, canvas.height);
    const { data, width, height } = context.getImageData(0, 0, canvas.width, canvas.height);
    return { width, height, data: Array.from(data) };
  });
  return decodeQR({ width: pixels.width, height: pixels.height, data: Uint8Array.from(pixels.data) });
}

describe("hosted wallet connectors, when configured", () => {
  test("the sign-in dialog offers WalletConnect and Coinbase Wallet", async ({ newPage }) => {
    const page = await walletConnectPage(newPage);
    await page.goto("/");
    const dialog = await openSignInDialog(page);
    await dialog.getByRole("radio", { name: "WalletConnect", exact: true }).waitFor();
    await dialog.getByRole("radio", { name: "Coinbase Wallet", exact: true }).waitFor();
  });

  test("WalletConnect: a phone scans the code, signs, and the person lands on their home; a reload keeps it, the phone ending it logs out", async ({
    newPage,
  }) => {
    const { phone, handler } = await startPhone();
    const page = await walletConnectPage(newPage);
    await page.goto("/");
    await openSignInDialog(page);
    await continueAs(page, "fan", "WalletConnect");

    const uri = await scanPairingCode(page);
    expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/);
    // The same pairing opens a wallet app on this device.
    expect(await signInDialog(page).getByRole("link", { name: WALLETCONNECT_PAIRING.openApp }).getAttribute("href")).toBe(uri);

    await phone.pair(uri);
    await page.waitForURL((url) => url.pathname === ROLE_HOME.fan);
    const me = await viewer(page);
    expect(me.role).toBe("fan");
    expect(me.user?.walletAddress?.toLowerCase()).toBe(handler.address.toLowerCase());
    expect(handler.requests).toContain("personal_sign");

    await page.reload();
    await page.getByRole("banner").getByRole("link", { name: "Fan", exact: true }).waitFor();
    // The restored WalletConnect session still reports the account, so the session stays.
    await page.waitForLoadState("networkidle");
    expect((await viewer(page)).role).toBe("fan");

    // …and the page follows it: the phone ending the session logs the person out (SPEC 4).
    await phone.disconnect();
    await expectText(page, LOGGED_OUT.title);
    await expect.poll(async () => (await viewer(page)).role).toBeNull();
  });

  test("WalletConnect: cancelling the code stops waiting quietly; closing the dialog does too", async ({ newPage }) => {
    const page = await walletConnectPage(newPage);
    await page.goto("/");
    const dialog = await openSignInDialog(page);
    await continueAs(page, "artist", "WalletConnect");
    const firstUri = await scanPairingCode(page);

    await dialog.getByRole("button", { name: WALLETCONNECT_PAIRING.cancel }).click();
    await pairingCode(page).waitFor({ state: "detached" });
    const continueButton = dialog.getByRole("button", { name: "Continue" });
    await continueButton.waitFor();
    expect(await continueButton.isEnabled()).toBe(true);
    expect(await page.getByText(CONNECTION_REJECTED.title).count()).toBe(0);

    // A new attempt gets a new pairing; Escape closes the dialog and ends that wait as well.
    await continueButton.click();
    expect(await scanPairingCode(page)).not.toBe(firstUri);
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });
    expect(await viewer(page)).toMatchObject({ user: null, role: null });
    expect(pathname(page)).toBe("/");
  });

  test("WalletConnect: a phone that refuses to sign gets SPEC's rejection message and no session", async ({ newPage }) => {
    const { phone, handler } = await startPhone();
    handler.script.sign = USER_REJECTED;
    const page = await walletConnectPage(newPage);
    await page.goto("/");
    await openSignInDialog(page);
    await continueAs(page, "fan", "WalletConnect");
    await phone.pair(await scanPairingCode(page));

    await expectText(page, CONNECTION_REJECTED.title);
    await expectText(page, CONNECTION_REJECTED.description);
    expect(await viewer(page)).toMatchObject({ user: null, role: null });
    expect(pathname(page)).toBe("/");
  });

  test("Coinbase Wallet: the SDK finds the extension and the person signs in through it", async ({ newPage }) => {
    const { page, wallet } = await pageWithWallet(newPage, app.baseUrl, { presentAs: "coinbase-extension" });
    await page.goto("/");
    const dialog = await openSignInDialog(page);
    // The extension does not announce itself as a browser wallet here; only the SDK reaches it.
    await dialog.getByRole("radio", { name: "Coinbase Wallet", exact: true }).waitFor();
    expect(await dialog.getByRole("radio", { name: "E2E Wallet" }).count()).toBe(0);

    await continueAs(page, "artist", "Coinbase Wallet");
    await page.waitForURL((url) => url.pathname === ROLE_HOME.artist);
    const me = await viewer(page);
    expect(me.role).toBe("artist");
    expect(me.user?.walletAddress?.toLowerCase()).toBe(wallet.address.toLowerCase());
    expect(wallet.requests).toEqual(expect.arrayContaining(["eth_requestAccounts", "personal_sign"]));
  });
});
