import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe } from "vitest";
import {
  ALREADY_CHECKED_IN,
  CHECK_IN_CODE_EXPIRED,
  CHECK_IN_TYPES,
  checkInDomain,
  checkInMessage,
  encodeCheckInCode,
  ORDER_PAID,
  playVideoLabel,
  ROLE_HOME,
  showPagePath,
  TICKETS_CREATED,
  type LiveShow,
} from "@wbe3/domain";
import { expectText, signIn } from "../src/auth-steps.ts";
import { axeViolations } from "../src/axe.ts";
import { appClients } from "../src/chain.ts";
import { expect, test } from "../src/fixtures.ts";
import { apiShow } from "../src/live-shows.ts";
import { wbe3Balance } from "../src/seller.ts";
import { E2E_AUTH_RATE_LIMIT, startApp, type RunningApp } from "../src/start-app.ts";
import { devAccount } from "../src/wallet-handler.ts";

// Tickets move WBE3 and ETH: an app of its own. The Demo wallet's Artist (1) and Fan (2) act in
// the pages; dev account 16 keeps the door and 17 is a fan without a ticket.
const ARTIST = 1;
const FAN = 2;
const DOOR = 16;
const NO_TICKET = 17;
const TITLE = "Ticketed Rooftop Session";
const WBE3 = 10n ** 18n;
let app: RunningApp;
let show: LiveShow;

beforeAll(async () => {
  app = await startApp({ env: { AUTH_RATE_LIMIT: E2E_AUTH_RATE_LIMIT } });
  show = await apiShow(app.baseUrl, ARTIST, {
    title: TITLE,
    streamType: "youtube",
    streamUrl: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
    rtmpIngestUrl: null,
    rtmpStreamKey: null,
    ticketed: true,
    ticketPrice: "5",
    capacity: 10,
  });
});
afterAll(async () => {
  await app.stop();
});

// The artist's own player shows the video's thumbnail from YouTube's image host: aborted, as every outside request is.
const THUMBNAILS = { tolerate: [/^https:\/\/i\.ytimg\.com\//] };

const region = (page: Page, name: string | RegExp) => page.getByRole("main").getByRole("region", { name });

/** A door code the fan's key signed `ageSeconds` ago: what a screenshot of an old QR code holds. */
async function codeSignedAgo(tokenId: string, ageSeconds: number): Promise<string> {
  const { config } = await appClients(app.baseUrl);
  const holder = devAccount(FAN);
  const claim = { show: show.id, tokenId: BigInt(tokenId), holder: holder.address, issuedAt: Math.floor(Date.now() / 1000) - ageSeconds };
  const signature = await holder.signTypedData({
    domain: checkInDomain(config.chainId, config.contracts.TicketNFT),
    types: CHECK_IN_TYPES,
    primaryType: "CheckIn",
    message: checkInMessage(claim),
  });
  return encodeCheckInCode({ ...claim, signature });
}

async function scan(door: Page, code: string) {
  const form = door.getByRole("form", { name: "Check a ticket in" });
  await form.getByLabel("Ticket code").fill(code);
  await form.getByRole("button", { name: "Check in" }).click();
}

describe("live-show tickets", () => {
  test(
    "the artist mints 10 tickets and names door staff; a fan buys 2 in WBE3 and shows the QR; the door lets in twice, then says Already checked in, and refuses a 2-minute-old code; the holder may watch, a non-holder gets no stream",
    { timeout: 240_000 },
    async ({ newPage, signedInPage }) => {
      // The artist mints the show's tickets with the Demo wallet.
      const artist = await newPage({ baseURL: app.baseUrl, reducedMotion: "reduce" }, THUMBNAILS);
      await artist.goto("/");
      await signIn(artist, "artist", ROLE_HOME.artist, "Demo wallet · Artist");
      await artist.goto(showPagePath(show.id));
      const create = region(artist, "Create tickets");
      await create.getByLabel("Quantity").fill("10");
      await create.getByRole("button", { name: "Create tickets" }).click();
      await create.getByText(TICKETS_CREATED.title).waitFor({ timeout: 120_000 });
      await artist.getByRole("main").getByText("10 tickets left").first().waitFor();

      // Door staff by wallet.
      const staff = region(artist, /Door staff/);
      await staff.getByRole("form", { name: "Add a door staff wallet" }).getByLabel("Wallet address").fill(devAccount(DOOR).address);
      await staff.getByRole("form", { name: "Add a door staff wallet" }).getByRole("button", { name: "Add" }).click();
      await staff.getByText(devAccount(DOOR).address, { exact: false }).first().waitFor();

      // The fan buys 2 tickets through the cart and pays in WBE3.
      const fan = await newPage({ baseURL: app.baseUrl, reducedMotion: "reduce" }, THUMBNAILS);
      await fan.goto("/");
      await signIn(fan, "fan", ROLE_HOME.fan, "Demo wallet · Fan");
      await fan.goto(showPagePath(show.id));
      const buy = region(fan, "Buy tickets");
      await buy.getByLabel("Number of tickets").fill("2");
      await buy.getByRole("button", { name: "Buy tickets" }).click();
      await buy.getByRole("status").waitFor();
      const [fanBefore, artistBefore] = await Promise.all(
        [FAN, ARTIST].map((index) => wbe3Balance(app.baseUrl, devAccount(index).address)),
      );
      await fan
        .getByRole("banner")
        .getByRole("button", { name: /^Cart, \d+ items?$/ })
        .click();
      await fan.getByRole("dialog", { name: "Cart" }).getByRole("button", { name: "Purchase All" }).click();
      await expectText(fan, ORDER_PAID);
      const [fanAfter, artistAfter] = await Promise.all([FAN, ARTIST].map((index) => wbe3Balance(app.baseUrl, devAccount(index).address)));
      expect((fanBefore ?? 0n) - (fanAfter ?? 0n)).toBe(10n * WBE3);
      // The artist is paid the price less the platform's 2.5 % fee.
      expect((artistAfter ?? 0n) - (artistBefore ?? 0n)).toBe(10n * WBE3 - (10n * WBE3 * 250n) / 10_000n);
      await fan.keyboard.press("Escape");

      // Without a reload, the fan's page finds the tickets, and shows the door code the wallet signs.
      const mine = region(fan, "Your tickets: 2");
      await mine.waitFor({ timeout: 30_000 });
      await mine.getByRole("button", { name: "Show my ticket" }).click();
      await mine.getByRole("img", { name: "Your ticket's QR code" }).waitFor({ timeout: 30_000 });
      const code = await mine.getByLabel("Ticket code").inputValue();
      expect(await axeViolations(fan)).toBe("");

      // The door: two tickets let in, the third scan is refused with the time of the first.
      const { page: door } = await signedInPage({
        baseUrl: app.baseUrl,
        accountIndex: DOOR,
        role: "fan",
        context: { reducedMotion: "reduce" },
      });
      await door.goto(`${showPagePath(show.id)}/door`);
      await door.getByRole("heading", { level: 1, name: "Door check-in" }).waitFor();
      await scan(door, code);
      await door.getByRole("status").filter({ hasText: "Welcome in" }).getByText("1 of 2 tickets used").waitFor();
      await scan(door, code);
      await door.getByRole("status").filter({ hasText: "Welcome in" }).getByText("2 of 2 tickets used").waitFor();
      await scan(door, code);
      await door.getByRole("alert").filter({ hasText: "Not let in" }).getByText(ALREADY_CHECKED_IN, { exact: false }).waitFor();

      expect(await axeViolations(door)).toBe("");

      // A code signed two minutes ago (a screenshot) is refused.
      const tokenId = JSON.parse(Buffer.from(code, "base64url").toString("utf8")) as { tokenId: string };
      await scan(door, await codeSignedAgo(tokenId.tokenId, 120));
      await door.getByRole("alert").filter({ hasText: "Not let in" }).getByText(CHECK_IN_CODE_EXPIRED).waitFor();

      // The artist's sales and holders now name the fan.
      await artist.reload();
      const sales = region(artist, "Sales and holders");
      await sales
        .getByRole("table", { name: "Ticket holders" })
        .getByText(new RegExp(devAccount(FAN).address, "i"))
        .waitFor();
      expect(await axeViolations(artist)).toBe("");

      // The holder gets the stream as a signed link of ours that leads to the privacy-enhanced player.
      const watchAnswer = fan.waitForResponse((response) => new URL(response.url()).pathname === `/api/shows/${show.id}/watch`);
      await fan.reload();
      const watched = (await (await watchAnswer).json()) as { url: string; expiresAt: string | null };
      expect(watched.expiresAt).not.toBeNull();
      await fan.getByRole("button", { name: playVideoLabel(TITLE) }).waitFor();
      const stream = await fan.request.get(new URL(watched.url, app.baseUrl).toString(), { maxRedirects: 0 });
      expect(stream.status()).toBe(302);
      expect(stream.headers().location).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\/dQw4w9WgXcQ/);

      // A fan without a ticket: no player, no stream URL.
      const { page: other } = await signedInPage({
        baseUrl: app.baseUrl,
        accountIndex: NO_TICKET,
        role: "fan",
        context: { reducedMotion: "reduce" },
      });
      const refused = other.waitForResponse((response) => new URL(response.url()).pathname === `/api/shows/${show.id}/watch`);
      await other.goto(showPagePath(show.id));
      const answer = await refused;
      expect(answer.status()).toBe(403);
      expect(await answer.text()).not.toContain("youtube");
      await other.getByRole("group", { name: TITLE }).getByRole("status").filter({ hasText: "Buy a ticket to watch" }).waitFor();
      expect(await other.getByRole("button", { name: playVideoLabel(TITLE) }).count()).toBe(0);
    },
  );
});
