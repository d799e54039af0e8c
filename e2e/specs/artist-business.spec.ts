import type { Page, Response } from "playwright-core";
import { afterAll, beforeAll, describe } from "vitest";
import { BOOK_SUBMITTED, ORDER_MARKED_SHIPPED, ORDER_PAID, RADIO_NEXT_LABEL, RADIO_TITLE, ROLE_HOME, type ArtistStats } from "@wbe3/domain";
import { expectText, signIn } from "../src/auth-steps.ts";
import { expect, test } from "../src/fixtures.ts";
import { apiArtist, wbe3Balance } from "../src/seller.ts";
import { E2E_AUTH_RATE_LIMIT, startApp, type RunningApp } from "../src/start-app.ts";
import { devAccount } from "../src/wallet-handler.ts";

// The walk-through in one app of its own: an e-mail artist with the Demo wallet's Artist
// account (1), an admin (dev account 9, configured by wallet), and the Demo wallet's Fan (2).
let app: RunningApp;
const ADMIN = 9;
const PASSWORD = "Correct-Horse-Battery-9";
const USERNAME = "biz.artist";
const BOOK = "The Quiet Stage";
const PRODUCT_PRICE = 12_500_000_000_000_000_000n; // 12.5 WBE3
const FEE_BPS = 250n;
const DASHBOARD = "/artist-dashboard";

beforeAll(async () => {
  app = await startApp({ env: { AUTH_RATE_LIMIT: E2E_AUTH_RATE_LIMIT, ADMIN_WALLETS: devAccount(ADMIN).address } });
});
afterAll(async () => {
  await app.stop();
});

function tab(page: Page, name: string) {
  return page.getByRole("main").getByRole("tab", { name, exact: true });
}

async function stats(page: Page): Promise<ArtistStats> {
  return page.evaluate(async () => (await (await fetch("/api/artist/stats")).json()) as ArtistStats);
}

describe("the artist's business", () => {
  test("an e-mail artist with the trial sells merch and a book; a fan follows, listens and buys; the stats agree", async ({
    newPage,
    signedInPage,
  }) => {
    const page = await newPage({ baseURL: app.baseUrl, reducedMotion: "reduce" });

    // Register by e-mail, link the Demo wallet, start the trial: the dashboard opens.
    await page.goto("/register");
    const account = page.getByRole("main");
    await account.getByLabel("Name").fill("Biz Artist");
    await account.getByLabel("E-mail").fill(`biz-${Date.now()}@example.test`);
    await account.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await account.getByRole("button", { name: "Sign up as Artist" }).click();
    await account.getByRole("heading", { name: "Connect your wallet" }).waitFor();
    await account.getByRole("radio", { name: "Demo wallet · Artist" }).click();
    await account.getByRole("button", { name: "Connect wallet" }).click();
    await page.waitForURL((url) => url.pathname === "/tiers", { waitUntil: "commit" });
    await page.getByRole("button", { name: "Start free trial" }).click();
    await page.waitForURL((url) => url.pathname === DASHBOARD, { waitUntil: "commit" });
    await tab(page, "Tiers").click();
    await expectText(page, "Free trial: 3 days left");

    // The artist's profile and a public minted track for the radio (set up through the API with
    // the same wallet: the studio spec walks these steps in the UI).
    const artist = await apiArtist(app.baseUrl, 1, USERNAME);
    const radioSong = await artist.mintedListing("Radio Song", "3", undefined, 40);

    // Social links.
    await tab(page, "Social").click();
    const social = page.getByRole("form", { name: "Social links" });
    await social.getByLabel("Instagram").fill("https://instagram.com/biz.artist");
    await social.getByRole("button", { name: "Save social links" }).click();
    await expectText(page, /Social links saved/i);

    // Five products: the Store tab shows the four newest and "+1 more".
    await tab(page, "Store").click();
    const addProduct = page.getByRole("form", { name: "Add product" });
    for (let n = 1; n <= 5; n++) {
      await addProduct.getByLabel("Name").fill(`Tour Shirt ${n}`);
      await addProduct.getByLabel("Price (WBE3)").fill("12.5");
      await addProduct.getByLabel("Stock").fill("10");
      await addProduct.getByRole("button", { name: "Add product" }).click();
      await page
        .getByRole("list", { name: "Your products" })
        .getByRole("listitem", { name: `Tour Shirt ${n}` })
        .waitFor();
    }
    const products = page.getByRole("list", { name: "Your products" });
    await expect.poll(() => products.getByRole("listitem").count()).toBe(4);
    await page.getByRole("button", { name: "+1 more" }).waitFor();

    // The publishing unlock, paid with the Demo wallet, then a book submitted for review.
    await tab(page, "Publishing").click();
    const before = await wbe3Balance(app.baseUrl, devAccount(1).address);
    await page.getByRole("button", { name: "Unlock", exact: true }).click();
    const bookForm = page.getByRole("form", { name: "Submit a book" });
    await bookForm.waitFor({ timeout: 30_000 });
    expect(before - (await wbe3Balance(app.baseUrl, devAccount(1).address))).toBe(198n * 10n ** 18n);
    await bookForm.getByLabel("Title").fill(BOOK);
    await bookForm.getByLabel("Author").fill("Biz Artist");
    await bookForm.getByLabel("Price (WBE3)").fill("5");
    await bookForm.getByLabel("Book file").setInputFiles({
      name: "quiet-stage.txt",
      mimeType: "text/plain",
      buffer: Buffer.from("Chapter one. The lights went down and the room held its breath.\n"),
    });
    await bookForm.getByRole("button", { name: "Submit for review" }).click();
    await expectText(page, new RegExp(BOOK_SUBMITTED));

    // An admin approves it: it is in the marketplace's Books.
    const { page: admin } = await signedInPage({ baseUrl: app.baseUrl, accountIndex: ADMIN, role: "fan" });
    await admin.goto("/admin-dashboard");
    await admin.getByRole("button", { name: `Approve ${BOOK}` }).click();
    await admin.goto(`/marketplace?category=books&q=${encodeURIComponent(BOOK)}`);
    await admin.getByRole("main").getByRole("heading", { name: BOOK, exact: true }).waitFor();

    // A fan follows the artist, plays the track from the radio and buys a product.
    const fan = await newPage({ baseURL: app.baseUrl, reducedMotion: "reduce" });
    await fan.goto("/");
    await signIn(fan, "fan", ROLE_HOME.fan, "Demo wallet · Fan");
    await fan.goto(`/artist/${USERNAME}`);
    await fan.getByRole("button", { name: "Follow", pressed: false }).click();
    await fan.getByRole("button", { name: "Following", pressed: true }).waitFor();

    // A stream counts once the server saw the play start 30 s ago and 30 s were heard (decision
    // 0021): the player starts the play when the radio plays, then reports it with its playId.
    // The demo seed's track is on the radio too: only the plays of the artist's own track count here.
    const plays = (report: boolean) => (response: Response) => {
      if (new URL(response.url()).pathname !== "/api/plays") return false;
      const body = response.request().postDataJSON() as { uploadId?: string };
      return body.uploadId === radioSong.id && "listenedMs" in body === report;
    };
    const started = fan.waitForResponse(plays(false));
    const reported = fan.waitForResponse(plays(true), { timeout: 50_000 });
    await fan.goto("/");
    await fan.getByRole("button", { name: "Listen to WBE3 Radio" }).click();
    const radio = fan.getByRole("region", { name: RADIO_TITLE });
    await radio
      .getByText(/^(Radio Song|Midnight Frequencies)$/)
      .first()
      .waitFor();
    // When the shuffle plays the demo seed's track first, skip to the artist's own.
    if (await radio.getByText("Midnight Frequencies", { exact: true }).first().isVisible()) {
      await radio.getByRole("button", { name: RADIO_NEXT_LABEL }).click();
    }
    await radio.getByText("Radio Song", { exact: true }).first().waitFor();
    await fan.waitForFunction(() => (document.querySelector("audio")?.duration ?? 0) > 35);
    expect(await (await started).json()).toEqual({ playId: expect.any(String) as string, counted: false });
    // The server's 30 s are real time. Heard time is what the browser played; should this headless
    // browser not play in real time, step through the first 31 s as playback would.
    await fan.waitForTimeout(30_500);
    await fan.evaluate(async () => {
      const audio = document.querySelector("audio");
      for (let second = 1; audio && second <= 31; second++) {
        const updated = new Promise((resolve) => audio.addEventListener("timeupdate", resolve, { once: true }));
        audio.currentTime = second;
        await updated;
      }
    });
    expect(await (await reported).json()).toEqual({ counted: true });

    await fan.goto(`/artist/${USERNAME}`);
    await fan.getByRole("button", { name: "Add Tour Shirt 5 to cart" }).click();
    await expectText(fan, "Added to cart");
    await fan.getByRole("banner").getByRole("button", { name: "Cart, 1 item" }).click();
    const cart = fan.getByRole("dialog", { name: "Cart" });
    const address = cart.getByRole("group", { name: "Shipping address" }).or(cart.getByRole("form", { name: "Shipping address" }));
    await address.getByLabel("Name", { exact: true }).fill("Fan of Biz");
    await address.getByLabel("Address", { exact: true }).fill("1 Stage Road");
    await address.getByLabel("City").fill("Lisbon");
    await address.getByLabel("Postal code").fill("1000-001");
    await address.getByLabel("Country").fill("Portugal");
    await cart.getByRole("button", { name: "Purchase All" }).click();
    await expectText(fan, ORDER_PAID);

    // The artist's stats: 1 follower, 1 stream and the product's price less the platform fee, to the unit.
    const revenue = PRODUCT_PRICE - (PRODUCT_PRICE * FEE_BPS) / 10_000n;
    await expect.poll(() => stats(page), { timeout: 15_000 }).toMatchObject({ followers: 1, streams: 1, revenue: revenue.toString() });
    await page.goto(DASHBOARD);
    // Each figure of the stats' description list: its term and the descriptions grouped with it.
    const figure = (label: string) =>
      page
        .locator("dl > div")
        .filter({ has: page.getByRole("term").filter({ hasText: label }) })
        .getByRole("definition")
        .first();
    await expect.poll(() => figure("Followers").innerText()).toBe("1");
    await expect.poll(() => figure("Streams").innerText()).toBe("1");
    await expect.poll(() => figure("Revenue").innerText()).toBe("12.1875 WBE3");

    // The order waits in the Store tab until the artist marks it shipped.
    await tab(page, "Store").click();
    await page.getByRole("button", { name: "Mark Tour Shirt 5 shipped" }).click();
    await expectText(page, ORDER_MARKED_SHIPPED);
    await expectText(page, "1000-001 Lisbon");
    // Longer than most tests (120 s): the fan listens to the radio for 30 s of real time.
  }, 120_000);
});
