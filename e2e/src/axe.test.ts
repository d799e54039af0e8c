import { describe, expect, it } from "vitest";
import { formatViolations, type AxeViolation } from "./axe.ts";

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
