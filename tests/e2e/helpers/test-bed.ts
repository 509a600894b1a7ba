// The hooks the browser specs share: one Chromium for the file and, for the specs whose briefs
// are mailed, the EmailJS stand-in, both closed after the file. A spec's own hooks registered
// before these run before them, and their after-hooks after these (Vitest stacks after-hooks).
import type { Browser } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { launchBrowser } from "../../support/browser";
import { startEmailJsStandIn, type EmailJsStandIn } from "../../support/emailjs-stand-in";

const started = <T>(value: T | undefined, what: string): T => {
  if (value === undefined) throw new Error(`${what} is not started (beforeAll did not run)`);
  return value;
};

/** Registers the file's hooks; the returned getters work inside its tests. */
export function browserTestBed({ standIn: withStandIn = false } = {}) {
  let browser: Browser | undefined;
  let standIn: EmailJsStandIn | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
    if (withStandIn) standIn = await startEmailJsStandIn();
  });
  afterAll(async () => {
    await browser?.close();
    await standIn?.close();
  });
  return {
    browser: () => started(browser, "Chromium"),
    standIn: () => started(standIn, "the EmailJS stand-in"),
  };
}
