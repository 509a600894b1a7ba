// The hooks the browser specs share: one Chromium for the file and, for the specs whose briefs
// are mailed, the EmailJS stand-in and, for those that pay, the Stripe stand-in (its webhook to
// `stripeWebhook`; with `stripe` alone, one that posts no events), all closed after the file.
// A spec's own hooks registered before these run before them, and their after-hooks after these
// (Vitest stacks after-hooks).
import type { Browser, BrowserContext, BrowserContextOptions } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { launchBrowser } from "../../support/browser";
import { startEmailJsStandIn, type EmailJsStandIn } from "../../support/emailjs-stand-in";
import { startStripeStandIn, type StripeStandIn } from "../../support/stripe-stand-in.mjs";

const started = <T>(value: T | undefined, what: string): T => {
  if (value === undefined) throw new Error(`${what} is not started (beforeAll did not run)`);
  return value;
};

/** Registers the file's hooks; the returned getters work inside its tests. */
export function browserTestBed({
  standIn: withStandIn = false,
  stripe: withStripe = false,
  stripeWebhook,
  context: contextOptions,
}: {
  standIn?: boolean;
  stripe?: boolean;
  stripeWebhook?: string;
  context?: BrowserContextOptions;
} = {}) {
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  let standIn: EmailJsStandIn | undefined;
  let stripe: StripeStandIn | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
    if (contextOptions) context = await browser.newContext(contextOptions);
    if (withStandIn) standIn = await startEmailJsStandIn();
    if (stripeWebhook) stripe = await startStripeStandIn({ webhookUrl: stripeWebhook });
    else if (withStripe) stripe = await startStripeStandIn();
  });
  afterAll(async () => {
    await browser?.close();
    await stripe?.close();
    await standIn?.close();
  });
  return {
    browser: () => started(browser, "Chromium"),
    /** The file's one context, with the options given (its pages share cookies and storage). */
    context: () => started(context, "the browser context"),
    standIn: () => started(standIn, "the EmailJS stand-in"),
    stripe: () => started(stripe, "the Stripe stand-in"),
  };
}
