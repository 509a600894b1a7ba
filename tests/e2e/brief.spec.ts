// The brief, as a visitor goes through it: the built site served by the Hosting emulator,
// real Chromium, the Firestore and Functions emulators and the EmailJS stand-in.
import type { BrowserContext, Page } from "playwright-core";
import { afterEach, describe, expect, it } from "vitest";
import { hostingOrigin } from "../support/browser";
import { waitFor } from "../support/emulators";
import { EMAIL_KEY_FIELD } from "@shared/person-data";
import { REFERENCE_FIELD } from "@shared/lead-reference";
import { EXPIRE_AT_FIELD } from "@shared/retention";
import { LEAD_SHARE_FIELD } from "@shared/overview-rollup";
import { emulatorPorts } from "../../web/scripts/emulator-ports.mjs";
import { findPlan, formatUsd } from "~/content/pricing";
import { briefStartPath } from "~/features/brief/start-brief";
import { describeBriefUnderPressure } from "./helpers/brief-scenarios";
import { browserTestBed } from "./helpers/test-bed";
import {
  alertText,
  answerSteps as answerStepsAt,
  answersFor,
  leadsOf,
  onStep as onStepAt,
  salesMailsFor,
  settledLeadsOf,
  STEPS,
  trackWrites,
  type Answers,
} from "./helpers/brief-visitor";

const origin = hostingOrigin();
const FIRESTORE = `http://127.0.0.1:${emulatorPorts().firestore}/**`;

let context: BrowserContext;
const bed = browserTestBed({ standIn: true });

afterEach(async () => {
  await context?.close();
});

/** A fresh tab, with its own sessionStorage. */
async function newPage(): Promise<Page> {
  context = await bed.browser().newContext({ viewport: { width: 1280, height: 900 } });
  return context.newPage();
}

const onStep = (page: Page, path: string) => onStepAt(page, origin, path);

/**
 * A fresh tab on the brief's last step with every answer typed, the number not yet sent.
 * `before` runs on the tab before the brief opens.
 */
async function onLastStep(label: string, before?: (page: Page) => Promise<unknown>) {
  const page = await newPage();
  const writes = trackWrites(page);
  const answers = answersFor(label);
  await before?.(page);
  await page.goto(`${origin}/brief/company`);
  await answerSteps(page, answers);
  await page.keyboard.type(answers.number);
  return { page, writes, answers };
}

/** Try again reaches the final step, and exactly one lead was saved. */
async function tryAgainSavesOne(
  page: Page,
  writes: ReturnType<typeof trackWrites>,
  answers: Answers,
) {
  await page.getByRole("button", { name: "Try again" }).click();
  await page.waitForURL(`${origin}/final-step`);
  expect(await settledLeadsOf(writes, answers.companyName)).toHaveLength(1);
}
const answerSteps = (page: Page, answers: Answers, stopBefore?: string) =>
  answerStepsAt(page, origin, answers, stopBefore);

/**
 * The layout shift the page has had so far (the CLS metric's raw sum). A buffered observer
 * holds the entries recorded so far as soon as it observes (Performance Timeline spec), so they
 * are taken at once: no waiting for a callback that never comes when there was no shift.
 */
const layoutShift = (page: Page) =>
  page.evaluate(() => {
    const observer = new PerformanceObserver(() => undefined);
    observer.observe({ type: "layout-shift", buffered: true });
    const entries = observer.takeRecords() as (PerformanceEntry & { value: number })[];
    observer.disconnect();
    return entries.reduce((sum, entry) => sum + entry.value, 0);
  });

describe("the brief wizard in Chromium", () => {
  it("takes a visitor through six steps to the final step, and sales get one e-mail", async () => {
    const page = await newPage();
    const writes = trackWrites(page);
    const answers = answersFor("happy");
    // As from a pricing plan's button: the plan is remembered for the checkout only.
    const plan = findPlan("logo-professional");
    expect(plan).toBeDefined();
    await page.goto(`${origin}${briefStartPath(plan?.id)}`);
    await answerSteps(page, answers);
    await page.keyboard.type(answers.number);
    // A double click on Send must still make one lead.
    await page.getByRole("button", { name: "Send my brief" }).dblclick();
    await page.waitForURL(`${origin}/final-step`);
    // The URL changes as navigation starts; wait for the final step's own heading.
    await page
      .getByRole("heading", { level: 1, name: `Thank you, ${answers.companyName}!` })
      .waitFor();
    await page.getByText(answers.emailAddress).waitFor();

    const [lead] = await waitFor(
      async () => {
        const docs = await leadsOf(answers.companyName);
        return docs.length > 0 && docs[0]?.get("delivery.state") === "SUCCESS" ? docs : undefined;
      },
      { timeoutMs: 30_000, what: "the lead's delivery.state to become SUCCESS" },
    );
    // What the browser wrote: the answers, the plan it came with and the visit's source (the
    // functions add their own `delivery` and `autoReply` maps, the stamp with the reference, and
    // the lead's share of the overview's weekly rollup).
    const serverFields = new Set([
      "delivery",
      "autoReply",
      LEAD_SHARE_FIELD,
      EXPIRE_AT_FIELD,
      EMAIL_KEY_FIELD,
      REFERENCE_FIELD,
    ]);
    const written = Object.keys(lead?.data() ?? {}).filter((key) => !serverFields.has(key));
    expect(written.sort()).toEqual([...Object.keys(answers), "createdAt", "plan", "source"].sort());
    expect(lead?.get("plan")).toBe(plan?.id);

    const mails = salesMailsFor(bed.standIn(), answers.companyName);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.body.template_params).toMatchObject(answers);
    expect(await settledLeadsOf(writes, answers.companyName)).toHaveLength(1);
    expect(writes.sent(), "the double click saved once").toBe(1);

    // Opened again (a reload), the final step shows a neutral placeholder until the stored
    // brief is read, then the thanks in the same box: no visible layout shift.
    await page.reload();
    await page
      .getByRole("heading", { level: 1, name: `Thank you, ${answers.companyName}!` })
      .waitFor();
    expect(await layoutShift(page)).toBeLessThan(0.01);

    // The checkout shows the order, the brief and the invoice note, with no card fields.
    await page.getByRole("link", { name: "Continue to checkout" }).click();
    await page.waitForURL(`${origin}/checkout`);
    await page.getByText(plan?.name ?? "", { exact: true }).waitFor();
    await page.getByText(formatUsd(plan?.priceUsd ?? 0), { exact: true }).waitFor();
    await page.getByText(answers.sloganName).waitFor();
    expect(await page.locator("input").count()).toBe(0);
  });

  it("shows the e-mail and phone messages and does not move on", async () => {
    const page = await newPage();
    const answers = answersFor("invalid");
    await page.goto(`${origin}/brief/company`);
    await answerSteps(page, answers, "/brief/email");

    await page.keyboard.type("owner@nowhere");
    await page.keyboard.press("Enter");
    expect(await alertText(page)).toBe(
      "Please enter a valid e-mail address, like name@company.com.",
    );
    expect(page.url()).toBe(`${origin}/brief/email`);
    const email = page.getByRole("textbox", { name: "Which e-mail address should we write to?" });
    expect(await email.getAttribute("aria-invalid")).toBe("true");

    await email.fill(answers.emailAddress);
    await page.keyboard.press("Enter");
    await onStep(page, "/brief/number");
    await page.keyboard.type("555-01");
    await page.keyboard.press("Enter");
    expect(await alertText(page)).toBe("A phone number has 7 to 20 digits.");
    expect(page.url()).toBe(`${origin}/brief/number`);
    expect(await leadsOf(answers.companyName)).toHaveLength(0);
  });

  it("keeps every answer across a reload and the back button", async () => {
    const page = await newPage();
    const answers = answersFor("reload");
    await page.goto(`${origin}/brief/company`);
    await answerSteps(page, answers, "/brief/email");
    await page.keyboard.type(answers.emailAddress); // typed, not yet sent with Next

    await page.reload();
    await onStep(page, "/brief/email");
    expect(await page.getByRole("textbox").inputValue()).toBe(answers.emailAddress);
    await page.goBack();
    await onStep(page, "/brief/keyword");
    expect(await page.getByRole("textbox").inputValue()).toBe(answers.keyword);
    await page.goto(`${origin}/brief/company`);
    await onStep(page, "/brief/company");
    expect(await page.getByRole("textbox").inputValue()).toBe(answers.companyName);
  });

  it("builds the next step ahead, out of reach of the keyboard and screen readers, and shows it on Enter", async () => {
    const page = await newPage();
    const answers = answersFor("ahead");
    await page.goto(`${origin}/brief/company`);
    await onStep(page, "/brief/company");
    const stepQuestions = () =>
      page.evaluate(() =>
        Array.from(document.querySelectorAll("form label"), (label) => ({
          question: label.textContent,
          hidden: label.closest("[hidden]") !== null,
        })),
      );
    // Once the page is idle, the slogan step exists, hidden.
    await expect.poll(stepQuestions).toEqual([
      { question: STEPS[0]?.question, hidden: false },
      { question: STEPS[1]?.question, hidden: true },
    ]);
    // Chromium's own accessibility tree holds one field (the step on screen), and the hidden
    // step's field cannot take the focus.
    const cdp = await context.newCDPSession(page);
    const { nodes } = (await cdp.send("Accessibility.getFullAXTree")) as {
      nodes: { ignored: boolean; role?: { value: string }; name?: { value: string } }[];
    };
    const fields = nodes.filter((node) => !node.ignored && node.role?.value === "textbox");
    expect(fields.map((node) => node.name?.value)).toEqual([STEPS[0]?.question]);
    expect(
      await page.evaluate(() => {
        document.querySelector<HTMLInputElement>("[hidden] form input")?.focus();
        return document.activeElement?.closest("[hidden]") === null;
      }),
    ).toBe(true);

    await page.keyboard.type(answers.companyName);
    await page.keyboard.press("Enter");
    await page.keyboard.type(answers.sloganName); // straight on, into the slogan's field
    await onStep(page, "/brief/slogan");
    expect(await page.getByRole("textbox").inputValue()).toBe(answers.sloganName);
    // The company step leaves once the browser is idle again, and the next one is built.
    await expect.poll(stepQuestions).toEqual([
      { question: STEPS[1]?.question, hidden: false },
      { question: STEPS[2]?.question, hidden: true },
    ]);
    await page.getByRole("link", { name: "Back" }).click();
    await onStep(page, "/brief/company");
    expect(await page.getByRole("textbox").inputValue()).toBe(answers.companyName);
  });

  it("sends a visitor who opens a later step first to the step that needs an answer", async () => {
    const page = await newPage();
    await page.goto(`${origin}/brief/number`);
    await onStep(page, "/brief/company");
    await page.goto(`${origin}/checkout`);
    await onStep(page, "/brief/company");
  });

  it("with Firestore unreachable, keeps the answers and saves exactly one lead on retry", async () => {
    // Firestore is unreachable from the start: the brief makes no Firestore request before
    // Send, and a route added only just before Enter was seen to let the write through.
    const { page, writes, answers } = await onLastStep("unreachable", (tab) =>
      tab.route(FIRESTORE, (route) => route.abort("connectionrefused")),
    );
    await page.keyboard.press("Enter");
    await page.getByRole("button", { name: "Try again" }).waitFor();
    expect(await alertText(page)).toContain("could not reach our server");
    expect(page.url()).toBe(`${origin}/brief/number`);
    expect(await page.getByRole("textbox").inputValue()).toBe(answers.number);
    await page.getByRole("button", { name: "Try again" }).click();
    await page.getByText("could not reach our server").waitFor();
    expect(await leadsOf(answers.companyName)).toHaveLength(0);

    await page.unroute(FIRESTORE);
    await tryAgainSavesOne(page, writes, answers);
  });

  it("says so when offline, and saves one lead once the connection is back", async () => {
    const { page, writes, answers } = await onLastStep("offline");

    await context.setOffline(true);
    await page.keyboard.press("Enter");
    await page.getByText("You seem to be offline").waitFor();
    await context.setOffline(false);
    await page.getByText("You are back online").waitFor();
    await tryAgainSavesOne(page, writes, answers);
  });

  it("saves nothing when the honeypot is filled and says so; the next try saves one lead", async () => {
    const { page, writes, answers } = await onLastStep("honeypot");
    // What a form-filling bot does: fill every input, hidden or not.
    await page.locator("input[name=fax]").fill("(214) 555-0199", { force: true });
    await page.getByRole("button", { name: "Send my brief" }).click();
    await page.getByText("hidden anti-spam field").waitFor();
    expect(page.url()).toBe(`${origin}/brief/number`);
    // The message is the save's answer: it ended without starting a write.
    expect(writes.sent()).toBe(0);
    expect(await settledLeadsOf(writes, answers.companyName)).toHaveLength(0);
    // Not remembered: the field was emptied, and Try again sends the brief.
    expect(await page.locator("input[name=fax]").inputValue()).toBe("");
    await page.getByRole("button", { name: "Try again" }).click();
    await page
      .getByRole("heading", { level: 1, name: `Thank you, ${answers.companyName}!` })
      .waitFor();
    expect(await settledLeadsOf(writes, answers.companyName)).toHaveLength(1);
    expect(writes.sent()).toBe(1);
  });
});

describeBriefUnderPressure("production build", {
  origin: () => origin,
  browser: bed.browser,
  standIn: bed.standIn,
});
