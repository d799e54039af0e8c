import { createHash } from "node:crypto";
import type { Page } from "playwright-core";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { afterAll, beforeAll, describe } from "vitest";
import {
  addedToMintCart,
  NFT_MINTED,
  ROLE_HOME,
  VERIFY_REGISTERED,
  verifyPagePath,
  workAlreadyRegistered,
  type NftMetadata,
  type RegistrationAnswer,
} from "@wbe3/domain";
import { expectNoAxeViolations } from "../src/axe.ts";
import { expectText, pageWithWallet, signIn } from "../src/auth-steps.ts";
import { expect, test } from "../src/fixtures.ts";
import { E2E_AUTH_RATE_LIMIT, startApp, type RunningApp } from "../src/start-app.ts";
import { sineWav } from "../src/wav.ts";

// Issue 26's "done when", in Chromium: an artist registers a WAV from the studio and lyrics from
// /copyright, each committed then anchored from the wallet; the certificate PDF holds the
// fingerprint and the transaction; a second artist is refused the WAV; the verify page confirms it;
// the work is minted through the studio's mint path with the copyright property.
const ACCOUNTS = { author: 4, second: 5 } as const;
const ANCHORED = /is anchored on chain in block \d+/;

let app: RunningApp;
beforeAll(async () => {
  app = await startApp({ env: { AUTH_RATE_LIMIT: E2E_AUTH_RATE_LIMIT } });
});
afterAll(async () => {
  await app.stop();
});

const sha256Of = (bytes: Buffer) => `0x${createHash("sha256").update(bytes).digest("hex")}`;
const main = (page: Page) => page.getByRole("main");

async function pdfText(bytes: Uint8Array): Promise<string> {
  const doc = await getDocument({ data: bytes, useSystemFonts: false, isEvalSupported: false, verbosity: 0 }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= doc.numPages; n += 1) {
    const content = await (await doc.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ("str" in item ? item.str : "")).join(""));
  }
  await doc.destroy();
  return pages.join("\n");
}

async function myRegistration(page: Page, title: string): Promise<RegistrationAnswer> {
  const { registrations } = await page.evaluate(
    async () => (await fetch("/api/copyright/registrations")).json() as Promise<{ registrations: RegistrationAnswer[] }>,
  );
  const found = registrations.find((each) => each.title === title);
  if (!found) throw new Error(`no registration titled ${title}`);
  return found;
}

async function createProfile(page: Page, username: string): Promise<void> {
  await page.goto("/artiststudio?tab=upload");
  const form = main(page).getByRole("form", { name: "Artist profile" });
  await form.getByLabel("Username").fill(username);
  await form.getByLabel("Artist name").fill(`Artist ${username}`);
  await form.getByRole("button", { name: "Create profile" }).click();
  await expectText(page, "Profile saved");
}

describe("copyright protection", () => {
  test(
    "a WAV from the studio and lyrics from /copyright are anchored; the certificate, the refusal, the verify page and the mint carry the registration",
    { timeout: 360_000 },
    async ({ newPage }) => {
      const wav = sineWav(0.5, 587);
      const sha256 = sha256Of(wav);
      const { page } = await pageWithWallet(newPage, app.baseUrl, { accountIndex: ACCOUNTS.author }, { reducedMotion: "reduce" });
      await page.goto("/");
      await signIn(page, "artist", ROLE_HOME.artist);
      await createProfile(page, `e2e-copyright-${Date.now()}`);

      // The studio's Register Work form: the WAV, committed then revealed from the wallet.
      await page.goto("/artiststudio?tab=copyright");
      const studio = main(page).getByRole("form", { name: "Register work" });
      await studio.getByLabel("Title", { exact: true }).fill("Harbour Lights");
      await studio.getByLabel("Author", { exact: true }).fill("Nova Reign");
      await studio.getByLabel("Claimant name").fill("Nova Reign");
      await studio.getByLabel("File", { exact: true }).setInputFiles({ name: "harbour.wav", mimeType: "audio/wav", buffer: wav });
      await studio.getByRole("button", { name: "Register work" }).click();
      await main(page).getByRole("status").filter({ hasText: ANCHORED }).waitFor({ timeout: 120_000 });
      const work = await myRegistration(page, "Harbour Lights");
      expect([work.sha256, work.anchor?.status]).toEqual([sha256, "anchored"]);

      // The app page's form: lyrics as a text file.
      await page.goto("/copyright");
      const appForm = main(page).getByRole("form", { name: "Register a work" });
      await appForm.getByLabel("Work title").fill("Tide Lyrics");
      await appForm.getByLabel("Author name").fill("Nova Reign");
      await appForm.getByLabel("Work type").selectOption("lyrics");
      const lyrics = Buffer.from(`The tide keeps what the harbour gave. ${Date.now()}\n`);
      await appForm.getByLabel(/^File/).setInputFiles({ name: "tide.txt", mimeType: "text/plain", buffer: lyrics });
      await appForm.getByRole("button", { name: "Register work" }).click();
      await main(page).getByRole("status").filter({ hasText: ANCHORED }).waitFor({ timeout: 120_000 });
      expect((await myRegistration(page, "Tide Lyrics")).anchor?.status).toBe("anchored");
      await expectNoAxeViolations(page);

      // The certificate PDF names the fingerprint and the anchoring transaction.
      const certificate = main(page)
        .getByRole("article", { name: "Harbour Lights" })
        .getByRole("link", { name: "Download certificate (PDF)" });
      const href = await certificate.getAttribute("href");
      const pdf = await page.context().request.get(new URL(href ?? "", app.baseUrl).toString());
      expect(pdf.status()).toBe(200);
      const text = await pdfText(new Uint8Array(await pdf.body()));
      expect(text).toContain(sha256);
      expect(text).toContain(work.anchor?.revealTx ?? "no reveal");

      // A second artist uploading the same WAV is told it is registered, with the date and the verify page.
      const { page: second } = await pageWithWallet(newPage, app.baseUrl, { accountIndex: ACCOUNTS.second }, { reducedMotion: "reduce" });
      await second.goto("/");
      await signIn(second, "artist", ROLE_HOME.artist);
      await createProfile(second, `e2e-copier-${Date.now()}`);
      const upload = main(second).getByRole("form", { name: "Upload" });
      await upload.getByRole("tab", { name: "Music" }).click();
      await upload.getByLabel("File", { exact: true }).setInputFiles({ name: "mine.wav", mimeType: "audio/wav", buffer: wav });
      await upload.getByLabel("Title").fill("Not Mine");
      await upload.getByLabel("Price (WBE3)").fill("1");
      await upload.getByRole("button", { name: "Add to mint cart" }).click();
      const day = (work.anchor?.anchoredAt ?? "").slice(0, 10);
      await main(second)
        .getByText(workAlreadyRegistered(day, verifyPagePath(sha256)))
        .first()
        .waitFor();

      // Anyone's verify page confirms the first registration, read from the registry.
      await second.goto(verifyPagePath(sha256));
      await main(second).getByRole("heading", { name: VERIFY_REGISTERED }).waitFor();
      await main(second).getByText(work.registrant, { exact: false }).first().waitFor();

      // Mint NFT: the work goes to the studio's mint cart and is minted there with its fee.
      await page.goto("/artiststudio?tab=copyright");
      await main(page).getByRole("tab", { name: "Mint NFT" }).click();
      const mint = main(page).getByRole("form", { name: "Mint “Harbour Lights”" });
      await mint.getByLabel("Price (WBE3)").fill("2");
      await mint.getByRole("button", { name: "Add to mint cart" }).click();
      await main(page)
        .getByRole("status")
        .filter({ hasText: addedToMintCart("Harbour Lights") })
        .waitFor();
      await main(page).getByRole("link", { name: "Open the Mint tab" }).click();
      const item = main(page).getByRole("list", { name: "Mint cart" }).getByRole("listitem").filter({ hasText: "Harbour Lights" });
      await item.getByRole("button", { name: "Mint", exact: true }).click();
      await expectText(page, NFT_MINTED.title);
      const minted = await page.evaluate(async () => {
        const { uploads } = (await (await fetch("/api/uploads/mine")).json()) as { uploads: { title: string; tokenURI: string | null }[] };
        const tokenURI = uploads.find((each) => each.title === "Harbour Lights")?.tokenURI ?? "";
        return (await fetch(`/ipfs/${tokenURI.replace("ipfs://", "")}`)).json() as Promise<NftMetadata>;
      });
      expect(minted.properties.copyright).toMatchObject({ registrationId: work.id, sha256, txHash: work.anchor?.revealTx });
    },
  );
});
