import { describe } from "vitest";
import { PHONE_INVALID, REFERRAL_CODE_UNKNOWN, WALLET_CREATED } from "@wbe3/domain";
import { expect, test } from "../src/fixtures.ts";

// A dev account of this spec alone on the shared app.
const FAN = 47;

describe("HoneyBank", () => {
  test("a fan creates a wallet (a bad phone and an unknown code refused), sees the sandbox's 1000 WBE3, exchanges 100 WBE3 seeing the fee first, and buys 1 g of gold", async ({
    signedInPage,
  }) => {
    const { page } = await signedInPage({ accountIndex: FAN, role: "fan", context: { reducedMotion: "reduce" } });
    await page.goto("/honeybank");
    const main = page.getByRole("main");
    const form = main.getByRole("form", { name: "Create your HoneyBank wallet" });
    await form.getByLabel("E-mail").fill("fan47@example.com");
    await form.getByLabel("Phone").fill("12345");
    await form.getByRole("button", { name: "Create wallet" }).click();
    await form.getByText(PHONE_INVALID).waitFor();

    await form.getByLabel("Phone").fill("+1 202 555 0143");
    await form.getByLabel("Referral code (optional)").fill("ZZZZZZZZ");
    await form.getByRole("button", { name: "Create wallet" }).click();
    await form.getByText(REFERRAL_CODE_UNKNOWN).waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("referralCode");

    await form.getByLabel("Referral code (optional)").fill("");
    await form.getByRole("button", { name: "Create wallet" }).click();
    const created = main.getByRole("status").filter({ hasText: WALLET_CREATED });
    await created.waitFor();
    await expect.poll(() => created.evaluate((node) => node === document.activeElement)).toBe(true);
    const balances = main.getByLabel("Balances");
    await expect.poll(() => balances.textContent()).toContain("1,000.00 WBE3");
    expect(await balances.textContent()).toContain("$1,000.00");
    expect(await main.getByText("Sandbox", { exact: true }).count()).toBe(1);

    // 100 WBE3 to dollars: the quote shows the 2 % fee before anything moves.
    await main.getByLabel("Amount (WBE3)").fill("100");
    await main.getByRole("form", { name: "Exchange" }).getByRole("button", { name: "Get quote" }).click();
    const quote = main.getByRole("group", { name: "Quote" });
    await quote.waitFor();
    expect(await quote.textContent()).toContain("Honey Drop fee (2 %)2.00 WBE3");
    expect(await balances.textContent()).toContain("1,000.00 WBE3");
    await quote.getByRole("button", { name: "Confirm" }).click();
    await main.getByText("Done: paid 100.00 WBE3, received $0.44.").waitFor();
    await expect.poll(() => balances.textContent()).toContain("900.00 WBE3");

    // 1 g of gold at the sandbox's $75.00, the fee on top.
    await main.getByLabel("Weight (grams)").fill("1");
    await main.getByRole("form", { name: "Metals" }).getByRole("button", { name: "Get quote" }).click();
    const gold = main.getByRole("group", { name: "Quote" });
    await gold.waitFor();
    expect(await gold.textContent()).toContain("Honey Drop fee (2 %)$1.50");
    await gold.getByRole("button", { name: "Confirm" }).click();
    await main.getByText("Done: paid $76.50, received 1.000 g.").waitFor();
    await expect.poll(() => balances.textContent()).toContain("1.000 g");
    await expect.poll(() => balances.textContent()).toContain("$923.94");
  });
});
