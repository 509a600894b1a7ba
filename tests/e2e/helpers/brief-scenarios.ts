// The brief's hard cases (issue #11), as a visitor meets them, run against any running copy of
// the site: the production build served by the Hosting emulator (brief.spec.ts) and the dev
// server of `npm start` (brief-dev.spec.ts).
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterEach, describe, expect, it } from "vitest";
import type { EmailJsStandIn } from "../../support/emailjs-stand-in";
import { waitFor } from "../../support/emulators";
import { TEST_SAVE_TIMEOUT_KEY } from "~/features/brief/save-timeout";
import {
  STEPS,
  alertText,
  answerSteps,
  answersFor,
  describeBriefPage,
  holdScripts,
  keepConsole,
  leadsOf,
  onStep,
  recordTextEverShown,
  salesMailsFor,
  settledLeadsOf,
  stallFirebaseSdk,
  trackWrites,
} from "./brief-visitor";

export interface BriefTarget {
  /** Where the site runs, e.g. "http://127.0.0.1:5050". */
  origin: () => string;
  browser: () => Browser;
  standIn: () => EmailJsStandIn;
}

/** How many times the fast-typing visitor runs (BRIEF_FAST_TYPING_RUNS=20 for a soak). */
const FAST_TYPING_RUNS = Math.max(1, Number(process.env.BRIEF_FAST_TYPING_RUNS ?? 1) || 1);
/** The shortened save time-out of the stalled-download test (a test setting, emulator builds only). */
const TEST_TIMEOUT_MS = 1500;

/** Registers the scenarios for `target` in the calling spec file. */
export function describeBriefUnderPressure(name: string, target: BriefTarget) {
  describe(`the brief under pressure (${name})`, () => {
    let context: BrowserContext | undefined;
    afterEach(async () => {
      await context?.close();
      context = undefined;
    });

    /** A fresh tab, with its own sessionStorage. */
    async function newPage(): Promise<Page> {
      context = await target.browser().newContext({ viewport: { width: 1280, height: 900 } });
      return context.newPage();
    }

    it.each(Array.from({ length: FAST_TYPING_RUNS }, (_, run) => run + 1))(
      "keeps all six answers exactly as typed when the visitor types on right after Enter (run %i)",
      async (run) => {
        const origin = target.origin();
        const page = await newPage();
        const logs = keepConsole(page);
        const answers = answersFor(`fast ${name} ${run}`);
        await page.goto(`${origin}/brief/company`);
        await onStep(page, origin, "/brief/company");
        // No waiting for the next heading: Enter, then the next answer at once, 20 ms a key.
        // The last Enter sends the brief.
        for (const step of STEPS) {
          await page.keyboard.type(answers[step.field], { delay: 20 });
          await page.keyboard.press("Enter");
        }
        await page
          .getByRole("heading", { level: 1, name: `Thank you, ${answers.companyName}!` })
          .waitFor()
          .catch(async (error: unknown) => {
            throw new Error(
              `No thanks after the last Enter. The page:\n${await describeBriefPage(page)}\n` +
                `Its console:\n${logs.join("\n") || "(empty)"}`,
              { cause: error },
            );
          });
        expect(await page.locator("dl dd").allInnerTexts()).toEqual(
          STEPS.map((step) => answers[step.field]),
        );

        const mails = await waitFor(
          async () => {
            const found = salesMailsFor(target.standIn(), answers.companyName);
            return found.length > 0 ? found : undefined;
          },
          { timeoutMs: 30_000, what: "the lead's e-mail at the EmailJS stand-in" },
        );
        expect(mails).toHaveLength(1);
        const params = mails[0]?.body.template_params ?? {};
        for (const step of STEPS) expect(params[step.field]).toBe(answers[step.field]);
        expect(await leadsOf(answers.companyName)).toHaveLength(1);
      },
    );

    it("keeps what was typed before the scripts ran, and Enter then changes no URL", async () => {
      const origin = target.origin();
      const page = await newPage();
      const requested: string[] = [];
      const documents: string[] = [];
      page.on("request", (request) => {
        requested.push(request.url());
        if (request.isNavigationRequest()) documents.push(`${request.method()} ${request.url()}`);
      });
      const scripts = await holdScripts(page);
      const typed = "Bluebonnet Bakery & Café";

      await page.goto(`${origin}/brief/company`, { waitUntil: "commit" });
      const field = page.getByRole("textbox", { name: STEPS[0]?.question });
      await field.click();
      await page.keyboard.type(typed, { delay: 20 });
      // The prerendered Next button is disabled: Enter must not submit the form natively (the
      // form's default button is disabled, so implicit submission does nothing). A native
      // submission would load a new document, which the checks below would see: the typed
      // text gone, and a second document request.
      expect(await page.getByRole("button", { name: "Next" }).isDisabled()).toBe(true);
      await page.keyboard.press("Enter");
      expect(page.url()).toBe(`${origin}/brief/company`);
      expect(scripts.held(), "the page's scripts were held back").toBeGreaterThan(0);

      await scripts.release();
      await page.getByRole("button", { name: "Next" }).and(page.locator(":enabled")).waitFor();
      expect(await field.inputValue()).toBe(typed);
      const stored = await page.evaluate(() => sessionStorage.getItem("brandvista.brief.v1"));
      expect(JSON.parse(stored ?? "{}")).toMatchObject({ answers: { companyName: typed } });

      await field.press("Enter");
      await onStep(page, origin, "/brief/slogan");
      expect(
        requested.filter((url) => url.includes("companyName") || url.includes("Bakery")),
      ).toEqual([]);
      expect(page.url()).toBe(`${origin}/brief/slogan`);
      expect(documents, "one document: the steps change without loading another").toEqual([
        `GET ${origin}/brief/company`,
      ]);
    });

    it("reports a stalled SDK download within the time-out; Try again saves exactly one lead", async () => {
      const origin = target.origin();
      const page = await newPage();
      await page.addInitScript(
        ([key, value]) => sessionStorage.setItem(key as string, value as string),
        [TEST_SAVE_TIMEOUT_KEY, String(TEST_TIMEOUT_MS)],
      );
      const sdk = await stallFirebaseSdk(page);
      const writes = trackWrites(page);
      const answers = answersFor(`stalled ${name}`);
      await page.goto(`${origin}/brief/company`);
      await answerSteps(page, origin, answers);
      await page.keyboard.type(answers.number);

      const started = Date.now();
      await page.keyboard.press("Enter");
      await page.getByRole("button", { name: "Try again" }).waitFor();
      const waited = Date.now() - started;
      expect(waited).toBeGreaterThanOrEqual(TEST_TIMEOUT_MS - 100);
      expect(waited).toBeLessThan(TEST_TIMEOUT_MS + 2500);
      expect(await alertText(page)).toContain("could not reach our server");
      expect(await page.getByRole("button", { name: "Send my brief" }).isEnabled()).toBe(true);
      expect(sdk.held(), "the SDK download was held").toBeGreaterThan(0);

      // Try again while the download is still stuck: a new attempt with its own deadline, not
      // the stuck one joined (that would say "Sending…" for ever).
      const retried = Date.now();
      await page.getByRole("button", { name: "Try again" }).click();
      await page.getByRole("button", { name: "Sending your brief…" }).waitFor();
      await page.getByRole("button", { name: "Try again" }).waitFor();
      expect(Date.now() - retried).toBeLessThan(TEST_TIMEOUT_MS + 2500);
      expect(await leadsOf(answers.companyName)).toHaveLength(0);

      // The connection recovers. The abandoned attempts must not save anything late, and Try
      // again starts a fresh one that does. Any late write of theirs would start as soon as
      // the released SDK has run, no later than Try again's own write, which waits for the
      // same SDK: so once the page thanks, every write it will make has started.
      await sdk.release();
      expect(writes.sent(), "nothing was sent while the SDK was stalled").toBe(0);
      await page.getByRole("button", { name: "Try again" }).click();
      await page
        .getByRole("heading", { level: 1, name: `Thank you, ${answers.companyName}!` })
        .waitFor();
      expect(await settledLeadsOf(writes, answers.companyName)).toHaveLength(1);
      expect(writes.sent(), "only Try again wrote").toBe(1);
    });

    it.each(["/final-step", "/checkout"])(
      "never thanks or bills anyone who opens %s without a brief",
      async (path) => {
        const origin = target.origin();
        const page = await newPage();
        const shown = await recordTextEverShown(
          page,
          /thank you|has reached|your order|pay \$|custom quote/i,
        );
        const response = await page.goto(`${origin}${path}`);
        expect(await response?.text()).not.toMatch(/thank you|has reached our design team/i);
        await onStep(page, origin, "/brief/company");
        expect(await shown()).toEqual([]);
      },
    );
  });
}
