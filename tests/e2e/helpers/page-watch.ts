// Opens a page in Chromium and collects what should never happen on the site: console
// errors, uncaught exceptions, CSP violations and React hydration warnings.
import type { BrowserContext, Page } from "playwright-core";

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

// Runs before any page script: records every CSP violation the document reports.
const recordCspViolations = () => {
  window.__cspViolations = [];
  document.addEventListener("securitypolicyviolation", (event) => {
    window.__cspViolations?.push(
      `${event.effectiveDirective} blocked ${event.blockedURI || "inline"} (${event.sourceFile}:${event.lineNumber})`,
    );
  });
};

const WARNING_PATTERNS = /hydrat|did not match|content security policy|refused to/i;

/** Loads `url`, waits for the network to settle (hydration done) and lists every problem. */
export async function openAndWatch(
  context: BrowserContext,
  url: string,
  options: { expectedStatus?: number } = {},
): Promise<{ page: Page; problems: () => Promise<string[]>; status: number | undefined }> {
  const page = await context.newPage();
  const seen: string[] = [];
  await page.addInitScript(recordCspViolations);
  page.on("console", (message) => {
    const type = message.type();
    // Chromium logs a document answered with an error status (the 404 page) as a failed load.
    const isDocument = message.location().url === url;
    if (
      isDocument &&
      options.expectedStatus &&
      message.text().includes(`${options.expectedStatus}`)
    ) {
      return;
    }
    if (type === "error" || (type === "warning" && WARNING_PATTERNS.test(message.text()))) {
      seen.push(`console.${type}: ${message.text()}`);
    }
  });
  page.on("pageerror", (error) => seen.push(`uncaught: ${error.message}`));
  const response = await page.goto(url, { waitUntil: "networkidle" });
  return {
    page,
    status: response?.status(),
    problems: async () => {
      const violations = await page.evaluate(() => window.__cspViolations ?? []);
      return [...seen, ...violations.map((violation) => `CSP: ${violation}`)];
    },
  };
}
