// Drives the sales desk in Chromium: Google sign-in through the Auth emulator's own Google
// page (in the pop-up Firebase Auth opens), with Google's iframe helper served by a local
// stand-in (tests/support/gapi-stand-in.js), since this machine cannot download it.
import { readFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import type {
  Browser,
  BrowserContext,
  BrowserContextOptions,
  Locator,
  Page,
} from "playwright-core";
import { adminAuth } from "../../support/desk-auth";
import { TOKEN_KEY } from "../../../web/desk/first-paint/desk-token";

const GAPI_STAND_IN = readFileSync(
  fileURLToPath(new URL("../../support/gapi-stand-in.js", import.meta.url)),
  "utf8",
);

/** Serves the gapi stand-in wherever the page or the emulator's iframe asks Google for it. */
export async function routeGoogleIframeHelper(context: BrowserContext): Promise<void> {
  await context.route("https://apis.google.com/js/api.js*", (route) =>
    route.fulfill({ status: 200, contentType: "text/javascript", body: GAPI_STAND_IN }),
  );
}

/**
 * Clicks the desk's "Sign in with Google" and, in the emulator's Google page, picks the
 * account with `email` if it is listed, else adds it ("Add new account", the e-mail,
 * "Sign in with Google.com"). Resolves when the pop-up has closed.
 */
export async function signInWithGoogle(page: Page, email: string): Promise<void> {
  const [popup] = await Promise.all([
    page.waitForEvent("popup"),
    page.getByRole("button", { name: "Sign in with Google" }).click(),
  ]);
  await popup.waitForLoadState("domcontentloaded");
  const closed = popup.waitForEvent("close");
  const listed = popup.locator("#accounts-list li", { hasText: email });
  if ((await listed.count()) > 0) {
    await listed.first().click();
  } else {
    await popup.locator("#add-account-button").click();
    await popup.locator("#email-input").fill(email);
    await popup.locator("#sign-in").click();
  }
  await closed;
}

/** A desk-sized browser context that accepts downloads and signs in through the stand-in. */
export async function openDeskPage(
  browser: Browser,
  options: BrowserContextOptions = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    acceptDownloads: true,
    ...options,
  });
  await routeGoogleIframeHelper(context);
  return { context, page: await context.newPage() };
}

/**
 * A new browser profile holding only the Auth session of the person signed in on `context` and
 * the desk's copy of their ID token (which the early scripts read): no snapshot, no picture.
 */
export async function sessionOnlyContext(
  browser: Browser,
  context: BrowserContext,
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  const state = await context.storageState();
  return browser.newContext({
    viewport: { width: 1280, height: 900 },
    ...options,
    storageState: {
      cookies: [],
      origins: state.origins.map((entry) => ({
        ...entry,
        localStorage: entry.localStorage.filter(
          (item) => item.name.startsWith("firebase:authUser:") || item.name === TOKEN_KEY,
        ),
      })),
    },
  });
}

/**
 * Opens `url` with only the desk's early scripts let through: no module of the desk ever
 * arrives, so whatever shows, they drew. Answers the first-paint element they draw into.
 */
export async function openWithEarlyScriptsOnly(page: Page, url: string): Promise<Locator> {
  await page.route(/\/assets\/(?!desk-early-)[^/]*\.js$/, (route) => route.abort());
  await page.goto(url);
  return page.locator("#desk-first-paint");
}

/** Whether the first-paint element is inert, and whether "Opening the desk…" is still shown. */
export async function pictureState(page: Page): Promise<{ inert: boolean; opening: boolean }> {
  return {
    inert: (await page.locator("#desk-first-paint").getAttribute("inert")) !== null,
    opening: await page.getByText("Opening the desk…").isVisible(),
  };
}

/**
 * How many elements `selector` finds once React's live desk has replaced the page's picture
 * (false while the picture is there): for a poll.
 */
export function liveDeskCount(page: Page, selector: string): Promise<number | false> {
  return page.evaluate(
    (live) =>
      !document.getElementById("desk-first-paint") && document.querySelectorAll(live).length,
    selector,
  );
}

/** Gives a signed-in person the sales claim, then signs them out and in again to pick it up. */
export async function grantSalesClaim(page: Page, email: string): Promise<void> {
  const auth = await adminAuth();
  await auth.setCustomUserClaims((await auth.getUserByEmail(email)).uid, { role: "sales" });
  await page.getByRole("button", { name: "Sign out" }).first().click();
  await signInWithGoogle(page, email);
}

/**
 * Opens the desk at `deskUrl` and makes `email` a salesperson there: signed in with Google
 * (first seeing "no access", as every new account does), then granted the sales claim.
 */
export async function signInAsSalesperson(page: Page, deskUrl: string, email: string) {
  await page.goto(deskUrl);
  await signInWithGoogle(page, email);
  await page.getByRole("heading", { name: "No access to the sales desk" }).waitFor();
  await grantSalesClaim(page, email);
}

/**
 * A fresh desk context signed in as the salesperson `email` (as signInAsSalesperson does), on
 * the lead's page.
 */
export async function openLeadAsSalesperson(
  browser: Browser,
  deskOrigin: string,
  leadId: string,
  email: string,
): Promise<{ context: BrowserContext; page: Page }> {
  const opened = await openDeskPage(browser);
  await signInAsSalesperson(opened.page, `${deskOrigin}/desk`, email);
  await opened.page.goto(`${deskOrigin}/desk/leads/${leadId}`);
  return opened;
}

/**
 * Presses the lead page's "Send balance invoice" and confirms in the dialog that asks first
 * (Stripe e-mails the client at once); the balance invoice's status line.
 */
export async function sendBalanceInvoice(page: Page) {
  await page.getByRole("button", { name: "Send balance invoice" }).click();
  await page
    .getByRole("dialog", { name: "Send the balance invoice?" })
    .getByRole("button", { name: "Send the invoice" })
    .click();
  return page.getByTestId("balance-invoice").getByRole("status");
}

/**
 * Presses the desk's `button` (Export CSV, Download CSV) and reads the CSV it downloads: its
 * lines, the header first.
 */
export async function downloadCsv(page: Page, button: string): Promise<string[]> {
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: button }).click(),
  ]);
  return (await readFile(await download.path(), "utf8")).trim().split("\r\n");
}

/**
 * A CSV line's cells by the header's column names. The Payment words hold commas and are
 * quoted: the line is split as CSV (a quoted cell stays whole, quotes kept).
 */
export function csvCells(header: string, line: string): (name: string) => string | undefined {
  const names = header.split(",");
  const cells = (line.match(/("([^"]|"")*"|[^,]*)(,|$)/g) ?? []).map((cell) =>
    cell.replace(/,$/, ""),
  );
  return (name) => cells[names.indexOf(name)];
}
