// The desk overview's weekly rollup (issue 49) through the emulators: briefs sent as a visitor
// sends them (the trigger, the mail task), a duplicate, payments, refunds and a deposit's
// balance at the Stripe stand-in, quotes written, replaced, accepted and invoiced from the desk,
// steps retried, a lead erased from the desk: after each, every
// `overviewWeeks` document equals what the leads in Firestore add up to (the rebuild's sum of
// their shares), and this file's leads moved the current week by what they are. The rebuild
// (`npm run leads -- rollup`) leaves the live rollup as it is, and the daily check repairs a
// planted error, alerting once.
import { FieldValue } from "firebase-admin/firestore";
import { describe, expect, it } from "vitest";
import { queueNewLead } from "../../functions/src/leads/queue-new-lead";
import { fromSnapshot } from "../../functions/src/leads/lead-store";
import { checkRollupWeek } from "../../functions/src/overview/rollup-drift";
import { rebuildRollup } from "../../functions/src/overview/rollup-rebuild";
import { firestorePaymentStore } from "../../functions/src/payments/payment-store";
import type { SendBalanceInvoiceResponse } from "../../functions/src/shared/balance";
import {
  LEADS_COLLECTION,
  OVERVIEW_WEEKS_COLLECTION,
} from "../../functions/src/shared/collections";
import { SALES_CLAIMS } from "../../functions/src/shared/desk-access";
import {
  DESK_CREATE_QUOTE_FUNCTION,
  QUOTE_LINK_QUOTE_FUNCTION,
  SEND_BALANCE_INVOICE_FUNCTION,
} from "../../functions/src/shared/function-names";
import type { DeskCreateQuoteResponse } from "../../functions/src/shared/quote-api";
import {
  emptyFigures,
  figureDifferences,
  figuresOf,
  shareOf,
  weekIdOf,
  weeksOf,
  type WeekFigures,
} from "../../functions/src/shared/overview-rollup";
import type { ErasePersonResponse } from "../../functions/src/shared/person-data";
import { recordingLogs } from "../../functions/src/testing/fakes";
import { VALID_LEAD } from "../fixtures/leads";
import { salesMailDeps } from "../support/chain";
import { deskClientsBed } from "../support/desk-auth";
import { adminFirestore, waitFor } from "../support/emulators";
import { FINAL, uniqueLeadId } from "../support/leads";
import {
  call as callFunction,
  confirmCheckout,
  paymentChainBed,
  resultOf,
  startCheckout,
  waitForBalance,
  waitForPayment,
} from "../support/payments";

const { bed, stripe } = paymentChainBed();
const signInAs = deskClientsBed();
const run = Date.now().toString(36);
const FULL_PLAN = "branding-identity"; // $2,499, paid in full
const DEPOSIT_PLAN = "mobile-mvp"; // $12,999: $6,499.50 at checkout, the rest invoiced
/** How long a webhook may take to land on a busy machine. */
const SLOW_MS = 90_000;

/** Every week document, as figures (a week with no document is all zeros). */
async function storedWeeks(): Promise<Map<string, WeekFigures>> {
  const db = await adminFirestore();
  const docs = await db.collection(OVERVIEW_WEEKS_COLLECTION).get();
  return new Map(docs.docs.map((doc) => [doc.id, figuresOf(doc.data())]));
}

/** What the leads in Firestore add up to, week by week. */
async function leadsWeeks(): Promise<Map<string, WeekFigures>> {
  const db = await adminFirestore();
  const leads = await db.collection(LEADS_COLLECTION).get();
  return weeksOf(leads.docs.map((doc) => shareOf(doc.data())));
}

/** Where two sets of weeks differ, week by week (empty: the same). */
function differences(a: Map<string, WeekFigures>, b: Map<string, WeekFigures>): string[] {
  const weeks = [...new Set([...a.keys(), ...b.keys()])].sort();
  return weeks.flatMap((week) =>
    figureDifferences(a.get(week) ?? emptyFigures(), b.get(week) ?? emptyFigures()).map(
      (line) => `${week} ${line}`,
    ),
  );
}

/** Waits until the rollup equals the leads (the functions' steps run after the test's calls). */
async function expectRollupExact(): Promise<void> {
  let last: string[] = [];
  await waitFor(
    async () => {
      last = differences(await storedWeeks(), await leadsWeeks());
      return last.length === 0 ? true : undefined;
    },
    { what: "the rollup to equal the leads", timeoutMs: 60_000, intervalMs: 250 },
  ).catch(() => undefined);
  expect(last).toEqual([]);
}

/** A brief for the plan paid in full, paid at checkout, then `refundCents` of it refunded. */
async function paidThenRefunded(companyName: string, refundCents: number) {
  const leadId = await sendBrief(companyName, { plan: FULL_PLAN });
  resultOf(await startCheckout(leadId));
  const sessionId = String(stripe().sessionOf(leadId)?.id);
  await stripe().pay(sessionId);
  await waitForPayment(leadId, "PAID", SLOW_MS);
  await stripe().refund(sessionId, refundCents);
  await waitForPayment(leadId, "PARTIALLY_REFUNDED", SLOW_MS);
  return { leadId, sessionId };
}

const thisWeek = () => weekIdOf(new Date());
const weekNow = async () => (await storedWeeks()).get(thisWeek()) ?? emptyFigures();

/**
 * Waits until the lead's sales e-mail and its confirmation are final (a duplicate gets no
 * confirmation): a payment written while the confirmation's task holds the lead would make the
 * task lose its lease, as it would in production, and leave the test waiting on it.
 */
async function waitForMails(leadId: string) {
  const db = await adminFirestore();
  await waitFor(
    async () => {
      const lead = await db.doc(`${LEADS_COLLECTION}/${leadId}`).get();
      const sales = lead.get("delivery.state") as string | undefined;
      const reply = lead.get("autoReply.state") as string | undefined;
      if (!sales || !FINAL.includes(sales)) return undefined;
      return sales === "DUPLICATE" || (reply && FINAL.includes(reply)) ? true : undefined;
    },
    { what: `lead ${leadId}'s mails`, timeoutMs: 150_000, intervalMs: 200 },
  );
}

/** A brief as a visitor sends it, its mails done (to the EmailJS stand-in). */
async function sendBrief(company: string, extra: Record<string, unknown> = {}) {
  const leadId = await bed.submit({ ...VALID_LEAD, companyName: company, ...extra }, "rollup");
  await waitForMails(leadId);
  return leadId;
}

// Generous timeouts: each test waits on several mail tasks and webhooks, slow on a busy machine.
describe("the overview's rollup", { timeout: 400_000 }, () => {
  it("starts from a rebuild that equals the leads, whatever earlier tests wrote", async () => {
    // Earlier files seed leads straight into Firestore, past the functions: as a database
    // from before the rollup, the rebuild counts them.
    await rebuildRollup(await adminFirestore());
    await expectRollupExact();
  });

  it("counts new leads by source, plan and state, and a duplicate as a duplicate", async () => {
    const before = await weekNow();
    const email = `rollup.${run}@example.com`;
    const first = { emailAddress: email, plan: FULL_PLAN, source: { utmSource: "google" } };
    await sendBrief(`Rollup Roasters ${run}`, first);
    await sendBrief(`Rollup Pinterest ${run}`, { source: { utmSource: "pinterest" } });
    // The same brief again from the same address: kept as DUPLICATE, not mailed.
    const duplicate = await sendBrief(`Rollup Roasters ${run}`, first);
    const db = await adminFirestore();
    expect((await db.doc(`${LEADS_COLLECTION}/${duplicate}`).get()).get("delivery.state")).toBe(
      "DUPLICATE",
    );
    await expectRollupExact();
    const after = await weekNow();
    expect(after.leads - before.leads).toBe(3);
    expect((after.sources.google ?? 0) - (before.sources.google ?? 0)).toBe(2);
    expect((after.sources.other ?? 0) - (before.sources.other ?? 0)).toBe(1);
    expect((after.plans[FULL_PLAN] ?? 0) - (before.plans[FULL_PLAN] ?? 0)).toBe(2);
    expect((after.states.DUPLICATE ?? 0) - (before.states.DUPLICATE ?? 0)).toBe(1);
    // Each went QUEUED → PROCESSING → SUCCESS: only where they ended is counted.
    expect((after.states.SUCCESS ?? 0) - (before.states.SUCCESS ?? 0)).toBe(2);
    expect(after.states.QUEUED ?? 0).toBe(before.states.QUEUED ?? 0);
  });

  it("counts payments, refunds and a deposit's balance in the week the money moved", async () => {
    const before = await weekNow();
    // A plan paid in full, then refunded in part.
    await paidThenRefunded(`Rollup Paid ${run}`, 50_000);
    // A deposit, then its balance invoice sent from the desk and paid on its hosted page.
    const deposit = await sendBrief(`Rollup Deposit ${run}`, { plan: DEPOSIT_PLAN });
    resultOf(await startCheckout(deposit));
    await stripe().pay(String(stripe().sessionOf(deposit)?.id));
    await waitForPayment(deposit, "PAID", SLOW_MS);
    const alex = await signInAs(`${uniqueLeadId("alex")}@brandvista.studio`, SALES_CLAIMS);
    const sent = await alex.call<SendBalanceInvoiceResponse>(SEND_BALANCE_INVOICE_FUNCTION, {
      leadId: deposit,
    });
    expect((await fetch(`${sent.hostedUrl}/pay`, { method: "POST" })).status).toBe(200);
    await waitForBalance(deposit, "PAID", SLOW_MS);

    await expectRollupExact();
    const after = await weekNow();
    expect(after.paidCents - before.paidCents).toBe(249_900 + 649_950 + 649_950);
    expect(after.refundedCents - before.refundedCents).toBe(50_000);
    expect(after.leads - before.leads).toBe(2);
  });

  it("counts quotes written, replaced and accepted, and their value, in the week each happened", async () => {
    const before = await weekNow();
    const leadId = await sendBrief(`Rollup Quote ${run}`);
    const alex = await signInAs(`${uniqueLeadId("alex")}@brandvista.studio`, SALES_CLAIMS);
    const line = (amountCents: number) => [{ description: "Brand identity system", amountCents }];
    // A first quote, replaced by a second: the week counts the second only.
    await alex.call(DESK_CREATE_QUOTE_FUNCTION, {
      leadId,
      lines: line(500_000),
      depositPercent: 50,
    });
    const quote = await alex.call<DeskCreateQuoteResponse>(DESK_CREATE_QUOTE_FUNCTION, {
      leadId,
      lines: line(720_000),
      depositPercent: 0,
    });
    await expectRollupExact();
    const written = await weekNow();
    expect(written.quotes - before.quotes).toBe(1);
    expect(written.quotedCents - before.quotedCents).toBe(720_000);
    expect(written.quotesAccepted - before.quotesAccepted).toBe(0);
    // Accepted on its page (nothing due now), pressed twice: counted once.
    const token = quote.payUrl.slice(quote.payUrl.indexOf("/quote/") + "/quote/".length);
    for (let press = 0; press < 2; press += 1)
      resultOf(await callFunction(QUOTE_LINK_QUOTE_FUNCTION, { quote: token, accept: true }));
    // Then invoiced whole from the desk, and paid.
    const sent = await alex.call<SendBalanceInvoiceResponse>(SEND_BALANCE_INVOICE_FUNCTION, {
      leadId,
    });
    expect((await fetch(`${sent.hostedUrl}/pay`, { method: "POST" })).status).toBe(200);
    await waitForBalance(leadId, "PAID", SLOW_MS);
    await expectRollupExact();
    const after = await weekNow();
    expect(after.quotes - before.quotes).toBe(1);
    expect(after.quotesAccepted - before.quotesAccepted).toBe(1);
    expect(after.acceptedQuoteCents - before.acceptedQuoteCents).toBe(720_000);
    expect(after.paidCents - before.paidCents).toBe(720_000);
  });

  it("adds nothing when a step runs again", async () => {
    const db = await adminFirestore();
    const { leadId, sessionId } = await paidThenRefunded(`Rollup Retried ${run}`, 10_000);
    await expectRollupExact();
    const before = await storedWeeks();

    // The lead trigger's event delivered again: it carries the lead as it was created.
    const snapshot = await db.doc(`${LEADS_COLLECTION}/${leadId}`).get();
    const fields = fromSnapshot(snapshot)?.lead.fields ?? {};
    const created = { lead: { fields, delivery: undefined }, version: "1.000000000" };
    await queueNewLead(leadId, created, salesMailDeps(db));
    // Stripe's refund event again, and the success page asking again.
    const refund = stripe().events.find(
      (event) => event.type === "charge.refunded" && event.data.object.amount_refunded === 10_000,
    );
    await stripe().redeliver(String(refund?.id));
    await confirmCheckout(sessionId);
    // The payment step retried after its write landed: the same payment written again.
    await firestorePaymentStore(db).apply(
      leadId,
      undefined,
      (current) => {
        if (!current) throw new Error("the lead has no payment");
        return { kind: "write", payment: current, added: [], newlyPaid: false, alerts: [] };
      },
      new Date(),
    );
    await waitForMails(leadId);
    expect(differences(await storedWeeks(), before)).toEqual([]);
    await expectRollupExact();
  });

  it("takes an erased lead's counts and money off", async () => {
    const email = `rollup.erased.${run}@example.com`;
    const leadId = await sendBrief(`Rollup Erased ${run}`, {
      emailAddress: email,
      plan: FULL_PLAN,
      source: { utmSource: "facebook" },
    });
    resultOf(await startCheckout(leadId));
    await stripe().pay(String(stripe().sessionOf(leadId)?.id));
    await waitForPayment(leadId, "PAID", SLOW_MS);
    await expectRollupExact();
    const before = await weekNow();

    const sam = await signInAs(`${uniqueLeadId("sam")}@brandvista.studio`, SALES_CLAIMS);
    const answer = await sam.call<ErasePersonResponse>("deskErasePerson", {
      email,
      confirmation: email,
      reason: "Asked to be forgotten (rollup test)",
    });
    expect(answer.status).toBe("erased");
    await expectRollupExact();
    const after = await weekNow();
    expect(before.leads - after.leads).toBe(1);
    expect((before.sources.facebook ?? 0) - (after.sources.facebook ?? 0)).toBe(1);
    expect(before.paidCents - after.paidCents).toBe(249_900);
  });

  it("is rebuilt by `npm run leads -- rollup` exactly as the functions kept it", async () => {
    await expectRollupExact();
    const live = await storedWeeks();
    const summary = await rebuildRollup(await adminFirestore());
    expect(summary.restamped).toBe(0); // every lead's share was already recorded
    expect(differences(await storedWeeks(), live)).toEqual([]);
  });

  it("is repaired by the daily check, which alerts once", async () => {
    const db = await adminFirestore();
    const week = thisWeek();
    // Planted: the week's document off by two leads, and one lead's recorded share telling
    // another state than its delivery's, with the week counting that wrong state.
    const leadId = await sendBrief(`Rollup Drift ${run}`);
    await expectRollupExact();
    await db
      .collection(OVERVIEW_WEEKS_COLLECTION)
      .doc(week)
      .update({ leads: (await weekNow()).leads + 2 });
    const lead = db.doc(`${LEADS_COLLECTION}/${leadId}`);
    const state = String((await lead.get()).get("delivery.state"));
    await lead.update({ "overview.state": "HELD" });
    await db
      .collection(OVERVIEW_WEEKS_COLLECTION)
      .doc(week)
      .update({
        "states.HELD": FieldValue.increment(1),
        [`states.${state}`]: FieldValue.increment(-1),
      });
    expect(differences(await storedWeeks(), await leadsWeeks())).not.toEqual([]);

    const { logs, lines } = recordingLogs();
    const drift = await checkRollupWeek(db, logs, week);
    expect(drift).toEqual(expect.arrayContaining([expect.stringMatching(/^leads: /)]));
    // What was planted (the lead counts and the states) is repaired. Money is left out of this
    // comparison: in the full run other files write leads with payment maps straight through the
    // Admin SDK (desk and balance fixtures), whose payment.updatedAt need not fall in the week of
    // their history's entries as a real step's does, so the check's money (read by
    // payment.updatedAt) and this test's (every lead's history) can differ for those leads alone.
    const planted = (lines: string[]) => lines.filter((line) => !/Cents: /.test(line));
    expect(planted(differences(await storedWeeks(), await leadsWeeks()))).toEqual([]);
    expect((await lead.get()).get("overview.state")).toBe(state);
    // Checked again: nothing to repair, no second alert.
    expect(await checkRollupWeek(db, logs, week)).toEqual([]);
    const checks = lines.filter((line) => line.event === "overviewChecked");
    expect(checks.map((line) => (line.args[1] as string[]).length > 0)).toEqual([true, false]);
  });
});
