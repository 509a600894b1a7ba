// What a visitor does in the brief, for the browser tests of both the production build
// (Hosting emulator) and the dev server of `npm start`.
import type { Browser, Page, Request, Route } from "playwright-core";
import type { EmailJsStandIn } from "../../support/emailjs-stand-in";
import { adminFirestore, waitFor } from "../../support/emulators";
import { LEADS_COLLECTION } from "../../../functions/src/shared/collections";
import { LEAD_FIELD_LIST } from "../../../functions/src/shared/lead-field-specs";
import type { LeadField } from "../../../functions/src/shared/lead-fields";

/** Answers for one run; the company name is unique so its lead can be found and counted. */
export function answersFor(label: string): Record<LeadField, string> {
  return {
    companyName: `Lone Star Roasters ${label} ${Date.now()}`,
    sloganName: "Roasted in Dallas since 2009",
    industry: "Specialty coffee",
    keyword: "warm, handcrafted, bold",
    emailAddress: "owner@lonestar-roasters.example",
    number: "(214) 555-0134",
  };
}
export type Answers = ReturnType<typeof answersFor>;

/** The brief's steps as a visitor meets them, from the fields' own description. */
export const STEPS: { path: string; field: LeadField; question: string }[] = LEAD_FIELD_LIST.map(
  ({ name, step }) => ({ path: `/brief/${step.slug}`, field: name, question: step.question }),
);

/**
 * Waits until the page is on `path` and that step's field has the keyboard focus. (Right after
 * Enter, the URL can lag behind the step on screen: both are waited for.)
 */
export async function onStep(page: Page, origin: string, path: string) {
  await page.waitForURL((url) => url.origin === origin && url.pathname === path);
  const stepNumber = STEPS.findIndex((step) => step.path === path) + 1;
  await page.waitForFunction((progress) => {
    const field = document.activeElement;
    if (!(field instanceof HTMLInputElement)) return false;
    const describedBy = (field.getAttribute("aria-describedby") ?? "").split(" ");
    return describedBy.some((id) => document.getElementById(id)?.textContent === progress);
  }, `Step ${stepNumber} of ${STEPS.length}`);
}

/**
 * Answers the steps from the first up to (not including) `stopBefore` the way a careful
 * visitor does: waits for each step, types into the focused field, Enter to move on.
 */
export async function answerSteps(
  page: Page,
  origin: string,
  answers: Answers,
  stopBefore = "/brief/number",
) {
  for (const step of STEPS) {
    if (step.path === stopBefore) break;
    await onStep(page, origin, step.path);
    await page.keyboard.type(answers[step.field]);
    await page.keyboard.press("Enter");
  }
  await onStep(page, origin, stopBefore);
}

/**
 * A visitor in a fresh browser context sends a brief for `plan` (answers for `label`) and
 * follows the final step's link to the checkout; answers the page, the answers and the lead id.
 */
export async function briefAtCheckout(
  browser: Browser,
  origin: string,
  label: string,
  plan: string,
): Promise<{ page: Page; answers: Answers; leadId: string }> {
  const page = await (await browser.newContext()).newPage();
  const answers = answersFor(label);
  await page.goto(`${origin}/brief/company?plan=${plan}`);
  await answerSteps(page, origin, answers);
  await onStep(page, origin, "/brief/number");
  await page.keyboard.type(answers.number);
  await page.keyboard.press("Enter");
  await page.waitForURL(`${origin}/final-step`);
  await page.getByRole("link", { name: "Continue to checkout" }).click();
  await page.waitForURL(`${origin}/checkout`);
  const leadId = (await leadsOf(answers.companyName))[0]?.id;
  if (!leadId) throw new Error("the brief saved no lead");
  return { page, answers, leadId };
}

/**
 * The sales e-mails the stand-in received for this company (not the prospect's auto-reply,
 * which goes through another template).
 */
export function salesMailsFor(standIn: EmailJsStandIn, companyName: string) {
  return standIn.requests.filter(
    (request) =>
      request.body.template_id === process.env.EMAILJS_TEMPLATE_ID &&
      request.body.template_params?.companyName === companyName,
  );
}

/** The leads saved with this company name. */
export async function leadsOf(companyName: string) {
  const db = await adminFirestore();
  const snapshot = await db
    .collection(LEADS_COLLECTION)
    .where("companyName", "==", companyName)
    .get();
  return snapshot.docs;
}

/** The page's writes to Firestore, as `trackWrites` follows them. */
export interface PageWrites {
  /** How many writes the page has started so far. */
  sent(): number;
  /** Resolves once every write the page has started is answered (or has failed). */
  settled(): Promise<void>;
}

/**
 * Follows the page's writes to Firestore: Firestore Lite sends each one as a single `…:commit`
 * request. A lead can only come from such a request, so once the page's own save is over (it
 * thanked the visitor, or said why not) and every write it started is answered, no late lead
 * can appear: a test waits for that instead of sleeping. Call it before the page saves.
 */
export function trackWrites(page: Page): PageWrites {
  const pending = new Set<Request>();
  let sent = 0;
  page.on("request", (request) => {
    if (request.method() !== "POST" || !/:commit$/.test(new URL(request.url()).pathname)) return;
    sent += 1;
    pending.add(request);
  });
  const answered = (request: Request) => pending.delete(request);
  page.on("requestfinished", answered);
  page.on("requestfailed", answered);
  return {
    sent: () => sent,
    settled: () =>
      waitFor(async () => (pending.size === 0 ? true : undefined), {
        what: "the page's Firestore writes to be answered",
      }).then(() => undefined),
  };
}

/** The leads saved with this company name, once every write the page started is answered. */
export async function settledLeadsOf(writes: PageWrites, companyName: string) {
  await writes.settled();
  return leadsOf(companyName);
}

/** The first non-empty alert's text. */
export const alertText = (page: Page) =>
  page.locator("[role=alert]").filter({ hasText: /\S/ }).first().innerText();

// The Firebase SDK, recognised by its content (chunk names differ between the production
// build and the dev server's pre-bundled deps); the same signature budgets.spec.ts uses.
const SDK_SIGNATURE = /firestore\.googleapis\.com|"@firebase\/app"/;

/**
 * Holds back every download of the Firebase SDK, as a weak connection that stalls would, until
 * `release()`. Everything else passes. Returns how many SDK downloads were held.
 */
export async function stallFirebaseSdk(page: Page) {
  const held: (() => Promise<void>)[] = [];
  let stalling = true;
  await page.route(
    (url) => /\.(m?js|tsx?)$/.test(url.pathname),
    async (route: Route) => {
      const response = await route.fetch();
      const body = await response.body();
      if (stalling && SDK_SIGNATURE.test(body.toString("utf8"))) {
        held.push(() => route.fulfill({ response, body }));
        return;
      }
      await route.fulfill({ response, body });
    },
  );
  return {
    held: () => held.length,
    async release() {
      stalling = false;
      await Promise.all(held.splice(0).map((fulfil) => fulfil()));
    },
  };
}

/**
 * Holds back every script of the page until `release()`: the prerendered HTML (and its
 * inlined CSS) arrives, the JavaScript does not, as on a slow phone before hydration.
 */
export async function holdScripts(page: Page) {
  const held: Route[] = [];
  let holding = true;
  await page.route("**/*", async (route: Route) => {
    const request = route.request();
    // Stylesheets pass: the dev server links them by URLs under /@fs/ too, and a held
    // stylesheet would keep the page from painting at all.
    const script =
      request.resourceType() === "script" ||
      (request.resourceType() !== "stylesheet" &&
        /\.(m?js|tsx?)$/.test(new URL(request.url()).pathname));
    if (holding && script) held.push(route);
    else await route.continue();
  });
  return {
    held: () => held.length,
    async release() {
      holding = false;
      await Promise.all(held.splice(0).map((route) => route.continue()));
    },
  };
}

/**
 * Records, from the first byte of the document on, whether the page ever showed text matching
 * `pattern` (checked on every DOM change, so a thanks shown for a moment is caught too).
 */
export async function recordTextEverShown(page: Page, pattern: RegExp) {
  await page.addInitScript(
    ({ source, flags }) => {
      const re = new RegExp(source, flags);
      const seen: string[] = [];
      (window as unknown as { __textSeen: string[] }).__textSeen = seen;
      const check = () => {
        const text = document.body?.innerText ?? document.documentElement?.textContent ?? "";
        const match = re.exec(text);
        if (match) seen.push(`${location.pathname}: ${match[0]}`);
      };
      new MutationObserver(check).observe(document, {
        subtree: true,
        childList: true,
        characterData: true,
      });
      document.addEventListener("DOMContentLoaded", check);
    },
    { source: pattern.source, flags: pattern.flags },
  );
  return () => page.evaluate(() => (window as unknown as { __textSeen: string[] }).__textSeen);
}

/**
 * What the brief looks like now, for a failure's message: the URL, the heading on screen, every
 * step's field (shown or hidden) with its value, the focused element and any message shown.
 */
export function describeBriefPage(page: Page): Promise<string> {
  return page
    .evaluate(() => {
      const fields = [...document.querySelectorAll("input:not([type=hidden])")].map((input) => {
        const field = input as HTMLInputElement;
        const hidden = field.closest("[hidden]") ? " (hidden)" : "";
        return `  ${field.name || field.id}${hidden}: ${JSON.stringify(field.value)}`;
      });
      const active = document.activeElement;
      const alerts = [...document.querySelectorAll("[role=alert]")]
        .map((alert) => alert.textContent?.trim())
        .filter(Boolean);
      return [
        `URL: ${location.pathname}`,
        `headings: ${[...document.querySelectorAll("h1")]
          .filter((h1) => !h1.closest("[hidden]"))
          .map((h1) => JSON.stringify(h1.textContent))
          .join(", ")}`,
        `focused: ${active?.tagName ?? "none"} ${(active as HTMLInputElement | null)?.name ?? ""}`,
        `messages: ${alerts.join(" | ") || "none"}`,
        "fields:",
        ...fields,
      ].join("\n");
    })
    .catch((error: unknown) => `(the page could not be read: ${String(error)})`);
}

/** The page's console errors and warnings, and its uncaught errors, as they come. */
export function keepConsole(page: Page): string[] {
  const lines: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning")
      lines.push(`${message.type()}: ${message.text()}`);
  });
  page.on("pageerror", (error) => lines.push(`uncaught: ${error.message}`));
  return lines;
}
