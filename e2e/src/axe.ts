import { AxeBuilder } from "@axe-core/playwright";
import type { Page } from "playwright-core";

type AxeResults = Awaited<ReturnType<AxeBuilder["analyze"]>>;
export type AxeViolation = AxeResults["violations"][number];

/** WCAG 2.2 AA and everything below it. */
export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/** Runs axe on the page as it is now and throws a readable list of any violation. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const found = await axeViolations(page);
  if (found) throw new Error(found);
}

/** Runs axe on the page as it is now: a readable list of its violations, or "" when there is none. */
export async function axeViolations(page: Page): Promise<string> {
  const results = await new AxeBuilder({ page })
    .options({
      runOnly: { type: "tag", values: AXE_TAGS },
      // axe ships target-size (WCAG 2.5.8) disabled; the project holds itself to it.
      rules: { "target-size": { enabled: true } },
    })
    .analyze();
  return results.violations.length > 0 ? formatViolations(page.url(), results.violations) : "";
}

export function formatViolations(url: string, violations: readonly AxeViolation[]): string {
  const lines = [`${violations.length} axe violation(s) on ${url}:`];
  for (const violation of violations) {
    lines.push("", `[${violation.impact ?? "unknown"}] ${violation.id}: ${violation.help}`, `  ${violation.helpUrl}`);
    for (const node of violation.nodes) {
      lines.push(`  at ${node.target.join(" ")}`, `     ${node.html}`);
      if (node.failureSummary) lines.push(...node.failureSummary.split("\n").map((line) => `     ${line}`));
    }
  }
  return lines.join("\n");
}
