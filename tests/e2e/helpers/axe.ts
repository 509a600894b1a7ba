// The accessibility check every browser spec runs: axe-core's WCAG 2.1 A/AA rules and best
// practices, of which only the serious and critical findings fail a test.
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "playwright-core";

/** The serious and critical axe-core violations on the page as it is now. */
export async function blockingViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
    .analyze();
  return results.violations.filter(
    (violation) => violation.impact === "serious" || violation.impact === "critical",
  );
}

/** The page's blocking violations, one "id: help" line each (none: an empty list). */
export async function blockingIssues(page: Page): Promise<string[]> {
  return (await blockingViolations(page)).map((violation) => `${violation.id}: ${violation.help}`);
}
