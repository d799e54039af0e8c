import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { expectNoAxeViolations, formatViolations, type AxeViolation } from "./axe.ts";
import { launchBrowser } from "./browser.ts";

const contrast: AxeViolation = {
  id: "color-contrast",
  impact: "serious",
  tags: ["wcag2aa"],
  description: "Ensure contrast is sufficient",
  help: "Elements must meet minimum color contrast ratio thresholds",
  helpUrl: "https://dequeuniversity.com/rules/axe/4.11/color-contrast",
  nodes: [
    {
      html: '<a href="/marketplace">Marketplace</a>',
      target: ["header > nav > a:nth-child(3)"],
      failureSummary: "Fix any of the following:\n  Element has insufficient color contrast of 2.1",
      any: [],
      all: [],
      none: [],
    },
  ],
};

describe("formatViolations", () => {
  it("names the page, the rule, its impact and every failing element with the fix", () => {
    const text = formatViolations("http://127.0.0.1:1234/", [contrast]);
    expect(text).toContain("1 axe violation(s) on http://127.0.0.1:1234/");
    expect(text).toContain("[serious] color-contrast: Elements must meet minimum color contrast ratio thresholds");
    expect(text).toContain("header > nav > a:nth-child(3)");
    expect(text).toContain('<a href="/marketplace">Marketplace</a>');
    expect(text).toContain("Element has insufficient color contrast of 2.1");
  });
});

describe("expectNoAxeViolations", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  async function pageWith(html: string): Promise<Page> {
    const page = await (await browser.newContext()).newPage();
    await page.setContent(html);
    return page;
  }

  const CLEAN =
    '<!doctype html><html lang="en"><head><title>Clean</title></head><body><main><h1>Fine</h1><p>Plain text.</p></main></body></html>';

  it("passes a page without violations", async () => {
    await expectNoAxeViolations(await pageWith(CLEAN));
  });

  it("fails a page with a known violation and names the rule and the element", async () => {
    const page = await pageWith(CLEAN.replace("<p>Plain text.</p>", '<img id="no-alt" src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">'));
    const error = await expectNoAxeViolations(page).then(
      () => null,
      (err: unknown) => err,
    );
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toContain("image-alt");
    expect((error as Error).message).toContain("#no-alt");
  });
});
