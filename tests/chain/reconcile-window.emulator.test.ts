// The reconciler reads only its window (issue 45, step 4): 5,000 paid leads seeded in the
// emulated Firestore, 50 of them whose money moved yesterday and 4,950 whose money last moved 45
// days ago. One run (in this process, then `npm run leads -- reconcile` as sales would run it)
// reads the 50 by the one range on `payment.movedAt`, asks the Stripe stand-in about their
// sessions only (requests counted there), and changes nothing. The figures are printed.
// The leads live in a project of their own in the same emulator (WINDOW_PROJECT): no function
// listens there, so 5,000 new leads are not 5,000 sales e-mails, and no other file (or the
// browser tests' desk, running beside this file) meets them or waits for their writes.
import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import Stripe from "stripe";
import { describe, expect, it } from "vitest";
import { firestorePaymentStore } from "../../functions/src/payments/payment-store";
import { reconcilePayments } from "../../functions/src/payments/reconcile-payments";
import { LEADS_COLLECTION } from "../../functions/src/shared/collections";
import { fakeQueue, recordingLogs } from "../../functions/src/testing/fakes";
import { testSetting } from "../support/chain";
import { standInGateway, stripeTestBed } from "../support/payments";

const stripe = stripeTestBed();
const SEEDED = 5_000;
const IN_WINDOW = 50;
const DAY = 86_400_000;
const PREFIX = `window${Date.now().toString(36)}`;
const WINDOW_PROJECT = "demo-reconcile-window";

/** The Admin SDK's Firestore on the window's own project (an app of its own, named for it). */
async function windowFirestore() {
  const { getApps, initializeApp } = await import("firebase-admin/app");
  const { getFirestore } = await import("firebase-admin/firestore");
  const app =
    getApps().find((each) => each.name === WINDOW_PROJECT) ??
    initializeApp({ projectId: WINDOW_PROJECT }, WINDOW_PROJECT);
  return getFirestore(app);
}

/** The client the functions' gateway is, on the stand-in. */
const client = () =>
  new Stripe(testSetting("STRIPE_SECRET_KEY"), {
    host: "127.0.0.1",
    port: Number(new URL(stripe().origin).port),
    protocol: "http",
  });

/** A paid lead's stored payment map, its money last moved at `movedAt`. */
function paidPayment(sessionId: string, intentId: string, movedAt: Date) {
  const paidAt = new Date(movedAt.getTime() - 60_000);
  return {
    state: "PAID",
    sessionId,
    planId: "branding-identity",
    amountCents: 249_900,
    currency: "usd",
    openedAt: paidAt,
    updatedAt: movedAt,
    paidAt,
    expiresAt: new Date(paidAt.getTime() + 3_600_000),
    attempt: 1,
    paymentIntentId: intentId,
    mismatch: null,
    amountRefundedCents: 0,
    movedAt,
    history: {
      [`paid-${intentId}`]: {
        kind: "paid",
        amountCents: 249_900,
        currency: "usd",
        at: paidAt,
        sessionId,
        paymentIntentId: intentId,
      },
    },
  };
}

/** Seeds the leads: `inWindow` of them with real paid sessions at the stand-in. */
async function seed(now: Date) {
  const db = await windowFirestore();
  const docs: { id: string; data: Record<string, unknown> }[] = [];
  stripe().sendWebhooks(false);
  for (let i = 0; i < IN_WINDOW; i += 1) {
    const leadId = `${PREFIX}in${i}`;
    const session = await client().checkout.sessions.create({
      mode: "payment",
      client_reference_id: leadId,
      metadata: { leadId, planId: "branding-identity", attempt: "1" },
      line_items: [
        {
          quantity: 1,
          price_data: { currency: "usd", unit_amount: 249_900, product_data: { name: "Logo" } },
        },
      ],
      success_url: "http://127.0.0.1:5050/checkout/paid?session_id={CHECKOUT_SESSION_ID}",
    });
    await stripe().pay(session.id);
    const intentId = String(stripe().sessions.get(session.id)?.payment_intent);
    docs.push({
      id: leadId,
      data: lead(i, paidPayment(session.id, intentId, new Date(now.getTime() - DAY))),
    });
  }
  stripe().sendWebhooks(true);
  for (let i = 0; i < SEEDED - IN_WINDOW; i += 1)
    docs.push({
      id: `${PREFIX}old${i}`,
      data: lead(
        i,
        paidPayment(`cs_seed_old_${i}`, `pi_seed_old_${i}`, new Date(now.getTime() - 45 * DAY)),
      ),
    });
  for (let start = 0; start < docs.length; start += 500) {
    const batch = db.batch();
    for (const { id, data } of docs.slice(start, start + 500))
      batch.set(db.collection(LEADS_COLLECTION).doc(id), data);
    await batch.commit();
  }
}

const lead = (i: number, payment: Record<string, unknown>) => ({
  companyName: `Seeded Studio ${i}`,
  emailAddress: `owner${i}@seeded-studio.example`,
  plan: "branding-identity",
  createdAt: payment.openedAt,
  payment,
});

describe("the reconciler's window over 5,000 leads", { timeout: 300_000 }, () => {
  it("reads only the 50 leads whose money moved in the window, and asks Stripe about those only", async () => {
    const now = new Date();
    await seed(now);
    const db = await windowFirestore();
    const leads = db.collection(LEADS_COLLECTION);
    const since = new Date(now.getTime() - 30 * DAY);
    const inWindow = (await leads.where("payment.movedAt", ">=", since).count().get()).data().count;
    expect(inWindow).toBe(IN_WINDOW);
    expect((await leads.count().get()).data().count).toBe(SEEDED);

    const before = stripe().requests.length;
    // No note of these leads is left QUEUED: nothing may be queued again (a queue of its own,
    // recorded: no function of the window's project would take a task).
    const { queue, tasks } = fakeQueue();
    const started = Date.now();
    const summary = await reconcilePayments({
      store: firestorePaymentStore(db),
      queue,
      logs: recordingLogs().logs,
      clock: { now: () => now },
      stripe: standInGateway(stripe()),
    });
    const ms = Date.now() - started;
    const asked = stripe().requests.slice(before);
    const askedOld = asked.filter((r) => r.path.includes("cs_seed_old_"));
    const sessionReads = asked.filter((r) => /^\/v1\/checkout\/sessions\/cs_/.test(r.path));
    console.log(
      `reconcile over ${SEEDED} seeded leads (${IN_WINDOW} moved in the window): read ${summary.moved} lead(s) by payment.movedAt, ` +
        `${asked.length} Stripe request(s) (${sessionReads.length} session reads, ${askedOld.length} about leads outside the window), ` +
        `${summary.repaired.length} repaired, ${summary.failed.length} failed, in ${ms} ms`,
    );
    expect(summary.moved).toBe(IN_WINDOW);
    expect(askedOld).toEqual([]);
    expect(summary.repaired).toEqual([]);
    expect(summary.failed).toEqual([]);
    expect([...tasks.keys()]).toEqual([]);

    // As sales runs it: `npm run leads -- reconcile` (the built CLI, on the emulators and the
    // stand-in), which prints what it read and repaired.
    const cli = fileURLToPath(new URL("../../functions/lib/ops/leads-cli.js", import.meta.url));
    const { stdout } = await promisify(execFile)(
      "node",
      [cli, "reconcile", "--emulators", "--project", WINDOW_PROJECT],
      { env: { ...process.env, STRIPE_API_PORT: new URL(stripe().origin).port } },
    );
    console.log(stdout.trim());
    expect(stdout).toMatch(
      new RegExp(`^${IN_WINDOW} lead\\(s\\) read whose money moved in the window`, "m"),
    );
    expect(stdout).not.toMatch(new RegExp(`repaired ${PREFIX}`));
  });
});
