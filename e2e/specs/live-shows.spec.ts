import type { Locator, Page } from "playwright-core";
import { describe } from "vitest";
import { LIVE_SHOW_REQUIRED_FIELDS, NO_VIDEO } from "@wbe3/domain";
import { axeViolations } from "../src/axe.ts";
import { expect, test } from "../src/fixtures.ts";

// Accounts of their own on the shared app: an artist in Paris, and two viewers in New York.
const ARTIST = 14;
const FAN = 15;
const TITLE = `Rooftop Session ${Date.now()}`;

const isFocused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement);

/** The list's card of a show, found by its title link. */
function card(page: Page, title: string): Locator {
  return page
    .getByRole("list", { name: "Shows" })
    .getByRole("listitem")
    .filter({ has: page.getByRole("link", { name: title, exact: true }) });
}

describe("live shows", () => {
  test("an artist creates a show after the required-field messages, goes live, and another browser's list follows without reload; a fan cannot create", async ({
    signedInPage,
    newPage,
  }) => {
    const { page: artist } = await signedInPage({
      accountIndex: ARTIST,
      role: "artist",
      context: { reducedMotion: "reduce", timezoneId: "Europe/Paris" },
    });
    await artist.goto("/liveshows");
    await artist.getByRole("button", { name: "Create show" }).click();
    const dialog = artist.getByRole("dialog", { name: "Create a live show" });

    // Nothing filled in: each required field says so, and the first takes focus.
    await dialog.getByRole("button", { name: "Create show" }).click();
    for (const label of ["Title", "Artist name", "Date", "Time"]) {
      const field = dialog.getByLabel(label, { exact: true });
      await expect.poll(() => field.getAttribute("aria-invalid")).toBe("true");
      const describedBy = (await field.getAttribute("aria-describedby")) ?? "";
      expect(await artist.locator(`[id="${describedBy}"]`).textContent()).toBe(LIVE_SHOW_REQUIRED_FIELDS);
    }
    await expect.poll(() => isFocused(dialog.getByLabel("Title", { exact: true }))).toBe(true);
    expect(await axeViolations(artist)).toBe("");

    // A ticketed RTMP show at 20:30 in Paris (the browser's zone, the form's default).
    await dialog.getByLabel("Title", { exact: true }).fill(TITLE);
    await dialog.getByLabel("Artist name").fill("Nova Reign");
    await dialog.getByRole("radio", { name: "RTMP" }).check();
    await dialog.getByLabel("Ingest URL").fill("rtmps://ingest.example.test/live");
    await dialog.getByLabel("Stream key").fill("nova-secret-key");
    await dialog.getByLabel("Date", { exact: true }).fill("2031-05-01");
    await dialog.getByLabel("Time", { exact: true }).fill("20:30");
    expect(await dialog.getByLabel("Time zone").inputValue()).toBe("Europe/Paris");
    await dialog.getByRole("checkbox", { name: "Ticketed" }).check();
    await dialog.getByLabel("Ticket price (WBE3)").fill("5");
    await dialog.getByLabel("Capacity").fill("50");
    await dialog.getByRole("button", { name: "Create show" }).click();

    // The dialog closes and focus is on the new show in the list.
    const created = card(artist, TITLE);
    const link = created.getByRole("link", { name: TITLE, exact: true });
    await link.waitFor();
    await expect.poll(() => isFocused(link)).toBe(true);
    await created.getByText("Upcoming", { exact: true }).waitFor();
    await created.getByText("5 WBE3").waitFor();
    await created.getByText("Thu, May 1, 2031, 8:30 PM GMT+2").waitFor();

    // A second browser, in New York, watches the list.
    const watcher = await newPage({ reducedMotion: "reduce", timezoneId: "America/New_York" });
    await watcher.goto("/liveshows");
    const watched = card(watcher, TITLE);
    await watched.getByText("Upcoming", { exact: true }).waitFor();
    await watched.getByText("Thu, May 1, 2031, 2:30 PM EDT").waitFor();
    await watcher.evaluate(() => Object.assign(window, { sameDocument: true }));
    // Neither a reload nor a new request for the list: the change must come over the event stream.
    const listRequests: string[] = [];
    watcher.on("request", (request) => {
      if (new URL(request.url()).pathname === "/api/shows") listRequests.push(request.url());
    });

    // The artist goes live from the show page, which gives the owner the ingest details.
    await link.click();
    await artist.getByRole("heading", { level: 1, name: TITLE }).waitFor();
    await artist.getByRole("main").getByText(NO_VIDEO).waitFor();
    await artist.getByRole("region", { name: "Stream from your software" }).getByText("rtmps://ingest.example.test/live").waitFor();
    const controls = artist.getByRole("region", { name: "Run your show" });
    expect(await axeViolations(artist)).toBe("");
    await controls.getByRole("button", { name: "Go live" }).click();
    const outcome = controls.getByRole("status");
    await outcome.getByText(/You are live/).waitFor();
    await expect.poll(() => isFocused(outcome)).toBe(true);
    await artist.getByRole("article").getByText("Live", { exact: true }).waitFor();

    // The other browser's card turns live, and says so politely, without a reload.
    await watched.getByText("Live", { exact: true }).waitFor();
    await watcher.getByText(`${TITLE} is live now.`).waitFor({ state: "attached" });
    expect(await watcher.evaluate(() => "sameDocument" in window)).toBe(true);
    expect(listRequests).toEqual([]);

    // The calendar file of the show.
    const [download] = await Promise.all([artist.waitForEvent("download"), artist.getByRole("link", { name: "Add to calendar" }).click()]);
    expect(download.suggestedFilename()).toMatch(/\.ics$/);

    // A fan sees the show, live, but gets no create button, and no ingest details on its page.
    const { page: fan } = await signedInPage({ accountIndex: FAN, role: "fan", context: { reducedMotion: "reduce" } });
    await fan.goto("/live-shows");
    await card(fan, TITLE).getByText("Live", { exact: true }).waitFor();
    expect(await fan.getByRole("button", { name: "Create show" }).count()).toBe(0);
    await card(fan, TITLE).getByRole("link", { name: TITLE, exact: true }).click();
    await fan.getByRole("heading", { level: 1, name: TITLE }).waitFor();
    expect(await fan.getByRole("region", { name: "Run your show" }).count()).toBe(0);
    expect(await fan.getByText("nova-secret-key").count()).toBe(0);
  });
});
