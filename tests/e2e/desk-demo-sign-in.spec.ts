// "Sign in as the demo salesperson" (emulator builds only): the desk signs the seed's demo
// account in with a Google credential the Auth emulator accepts, with every request to anything
// but this machine refused, as on `npm start` with no network. Without the claim the account
// sees "no access"; with it, the desk.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_SALES_ACCOUNT } from "../../web/scripts/dev/demo-sales-account.mjs";
import { deskCopy } from "../../web/src/content/desk";
import { deskDemoCopy } from "../../web/src/content/desk-demo";
import { deskHostingOrigin, launchBrowser } from "../support/browser";
import { adminAuth } from "../support/desk-auth";

const origin = deskHostingOrigin();
let browser: Browser;
let page: Page;
/** Requests the page tried to send off this machine (Google's servers among them). */
const offMachine: string[] = [];

/** Sets the demo account's claims (null: none), if the account exists. */
async function demoClaims(claims: Record<string, string> | null): Promise<void> {
  const auth = await adminAuth();
  const user = await auth.getUserByEmail(DEMO_SALES_ACCOUNT.email).catch(() => null);
  if (user) await auth.setCustomUserClaims(user.uid, claims);
}

async function signInAsDemo(): Promise<void> {
  await page.getByRole("button", { name: deskDemoCopy.button }).click();
}

beforeAll(async () => {
  await demoClaims(null);
  browser = await launchBrowser();
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  // No network: anything not on this machine is refused (no Google sign-in helper is served).
  await context.route(
    (url) => !["127.0.0.1", "localhost"].includes(url.hostname),
    (route) => {
      offMachine.push(route.request().url());
      return route.abort();
    },
  );
  page = await context.newPage();
}, 120_000);

afterAll(async () => {
  await browser?.close();
});

describe("the desk's demo sign-in (emulator builds)", () => {
  it("signs the demo account in without Google's servers: 'no access' until it has the claim", async () => {
    await page.goto(`${origin}/desk`);
    await signInAsDemo();
    await expect
      .poll(() => page.getByRole("heading", { level: 1 }).textContent(), { timeout: 20_000 })
      .toBe(deskCopy.noAccess.heading);
    expect(await page.getByTestId("no-access-email").textContent()).toBe(DEMO_SALES_ACCOUNT.email);
    const user = await (await adminAuth()).getUserByEmail(DEMO_SALES_ACCOUNT.email);
    expect(user.providerData.map((provider) => [provider.providerId, provider.uid])).toEqual([
      ["google.com", DEMO_SALES_ACCOUNT.googleId],
    ]);
    expect(offMachine).toEqual([]);
  });

  it("opens the desk for the demo salesperson once the account has the claim", async () => {
    await demoClaims({ role: "sales" });
    await page.getByRole("button", { name: deskCopy.signOut }).first().click();
    await signInAsDemo();
    await page.getByRole("navigation", { name: deskCopy.nav.label }).waitFor({ timeout: 20_000 });
    await page.locator("table").first().waitFor({ timeout: 20_000 });
    expect(offMachine).toEqual([]);
  });
});
