import axe from "axe-core";

/**
 * axe-core's findings for what is on the page, as "rule: selector" lines so a failure names the
 * element. Contrast is left to the browser suite (happy-dom loads no stylesheet), and "region"
 * because a component rendered alone sits outside the app's landmarks.
 */
export async function axeViolations(node: Element = document.body): Promise<string[]> {
  const result = await axe.run(node, { rules: { "color-contrast": { enabled: false }, region: { enabled: false } } });
  return result.violations.flatMap((violation) => violation.nodes.map((each) => `${violation.id}: ${each.target.join(" ")}`));
}
