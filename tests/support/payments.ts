// Helpers for the payment tests: the Stripe stand-in wired to the emulated webhook, the two
// checkout callables called over the callable protocol (as the Firebase client does), and
// reads of a lead's payment, its payment note and its handled events.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, expect } from "vitest";
import { stripeGateway } from "../../functions/src/payments/stripe-gateway";
import {
  LEADS_COLLECTION,
  PAYMENT_EVENTS_COLLECTION,
} from "../../functions/src/shared/collections";
import type { Lead } from "../../functions/src/shared/lead";
import type {
  ConfirmCheckoutAnswer,
  StartCheckoutAnswer,
} from "../../functions/src/shared/payment-api";
import { chainTestBed, isMailWith, testSetting } from "./chain";
import { PROJECT_ID, adminFirestore, waitFor } from "./emulators";
import { startStripeStandIn, type StripeStandIn } from "./stripe-stand-in.mjs";
import {
  CONFIRM_CHECKOUT_FUNCTION,
  START_CHECKOUT_FUNCTION,
  STRIPE_WEBHOOK_FUNCTION,
} from "../../functions/src/shared/function-names";

const emulators = JSON.parse(
  readFileSync(fileURLToPath(new URL("../../firebase.json", import.meta.url)), "utf8"),
).emulators as Record<string, { host: string; port: number }>;
// firebase.json is the one place the Functions emulator's port is declared.
const functionsEmulator = emulators.functions;
if (!functionsEmulator) throw new Error("firebase.json declares no Functions emulator");
const { host, port } = functionsEmulator;
const functionsOrigin = `http://${host}:${port}`;

/** The emulated function's URL (Hosting's /api/stripe/webhook rewrites to it). */
export const functionUrl = (name: string) => `${functionsOrigin}/${PROJECT_ID}/us-central1/${name}`;

/** A callable's answer: its result, or the error it refused with. */
export type CallAnswer<T> = { result: T } | { error: { status: string; message: string } };

/** Calls a callable as the Firebase client does (POST {data}, answer {result} or {error}). */
export async function call<T>(
  name: string,
  data: unknown,
  origin = "http://127.0.0.1:5050",
): Promise<CallAnswer<T>> {
  const answer = await fetch(functionUrl(name), {
    method: "POST",
    headers: { "content-type": "application/json", origin },
    body: JSON.stringify({ data }),
  });
  return (await answer.json()) as CallAnswer<T>;
}

export const startCheckout = (leadId: string) =>
  call<StartCheckoutAnswer>(START_CHECKOUT_FUNCTION, { leadId });
export const confirmCheckout = (sessionId: string) =>
  call<ConfirmCheckoutAnswer>(CONFIRM_CHECKOUT_FUNCTION, { sessionId });

/** The result, or a test failure naming the refusal. */
export function resultOf<T>(answer: CallAnswer<T>): T {
  if ("error" in answer) throw new Error(`refused: ${answer.error.status} ${answer.error.message}`);
  return answer.result;
}

/** The Stripe gateway on the stand-in `standIn`, as the functions build it. */
export const standInGateway = (standIn: StripeStandIn) =>
  stripeGateway({
    secretKey: testSetting("STRIPE_SECRET_KEY"),
    host: "127.0.0.1",
    port: Number(new URL(standIn.origin).port),
    protocol: "http",
  });

/** Starts the stand-in for the file, posting events to the emulated webhook. */
export function stripeTestBed() {
  let standIn: StripeStandIn | undefined;
  beforeAll(async () => {
    standIn = await startStripeStandIn({ webhookUrl: functionUrl(STRIPE_WEBHOOK_FUNCTION) });
  });
  afterAll(async () => {
    await standIn?.close();
  });
  return () => {
    if (!standIn) throw new Error("the Stripe stand-in is not started");
    return standIn;
  };
}

/**
 * A payment chain test file's beds: the emulators' (chainTestBed: briefs, the EmailJS stand-in)
 * and the Stripe stand-in posting to the emulated webhook; and the notes to sales about a lead's
 * money, as the EmailJS stand-in received them.
 */
export function paymentChainBed() {
  const bed = chainTestBed();
  const stripe = stripeTestBed();
  const paymentNotes = (leadId: string) =>
    bed.standIn().requests.filter(isMailWith("EMAILJS_PAYMENT_TEMPLATE_ID", "leadId", leadId));
  /** The notes' headlines (PAYMENT_CHANGES' words), in the order they arrived. */
  const noteChanges = (leadId: string) =>
    paymentNotes(leadId).map((request) => String(request.body.template_params?.change));
  const waitForNotes = (leadId: string, count: number) =>
    waitFor(async () => (paymentNotes(leadId).length >= count ? true : undefined), {
      what: `lead ${leadId}'s ${count} payment note(s)`,
      timeoutMs: 20_000,
    });
  /**
   * Waits for the notes to sales about the lead's money to have gone out, then for a while
   * longer to see no more: exactly one per change, worded as `changes` says (PAYMENT_CHANGES'
   * words), in any order, each recorded SUCCESS under its history key on the lead.
   */
  async function expectNotes(leadId: string, changes: string[]) {
    await waitForNotes(leadId, changes.length);
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(noteChanges(leadId).sort()).toEqual([...changes].sort());
    const { paymentMails, payment } = await paymentOf(leadId);
    expect(Object.values(paymentMails).map((mail) => mail.state)).toEqual(
      changes.map(() => "SUCCESS"),
    );
    for (const key of Object.keys(paymentMails))
      expect(Object.keys((payment?.history ?? {}) as object)).toContain(key);
  }
  /**
   * Saves `lead` (with a plan) as the brief does, opens its checkout, pays the session at the
   * stand-in and waits for the lead to be PAID: the lead, its session and its payment then.
   */
  async function paidAtCheckout(lead: Lead, label: string) {
    const leadId = await bed.submit(lead, label);
    resultOf(await startCheckout(leadId));
    const sessionId = String(stripe().sessionOf(leadId)?.id);
    await stripe().pay(sessionId);
    const payment = await waitForPayment(leadId, "PAID");
    return { leadId, sessionId, payment };
  }
  return { bed, stripe, paymentNotes, noteChanges, waitForNotes, expectNotes, paidAtCheckout };
}

/** The lead's stored payment map, payment note map and raw data. */
export async function paymentOf(leadId: string) {
  const db = await adminFirestore();
  const snapshot = await db.doc(`${LEADS_COLLECTION}/${leadId}`).get();
  return {
    payment: snapshot.get("payment") as Record<string, unknown> | undefined,
    paymentMail: snapshot.get("paymentMail") as { state: string } | undefined,
    /** The notes to sales, one per change of money (history key). */
    paymentMails: (snapshot.get("paymentMails") ?? {}) as Record<string, { state: string }>,
  };
}

/** Waits until the lead's payment is in `state`. */
export function waitForPayment(leadId: string, state: string, timeoutMs = 15_000) {
  return waitFor(
    async () => {
      const { payment } = await paymentOf(leadId);
      return payment?.state === state ? payment : undefined;
    },
    { what: `lead ${leadId}'s payment to be ${state}`, timeoutMs },
  );
}

/** Waits until the lead's balance invoice is in `state` (a deposit plan's `payment.balance`). */
export function waitForBalance(leadId: string, state: string, timeoutMs = 20_000) {
  return waitFor(
    async () => {
      const { payment } = await paymentOf(leadId);
      const balance = payment?.balance as { state?: string } | undefined;
      return balance?.state === state ? payment : undefined;
    },
    { what: `lead ${leadId}'s balance to be ${state}`, timeoutMs },
  );
}

/** The handled-event records that name this lead. */
export async function paymentEventsOf(leadId: string) {
  const db = await adminFirestore();
  const found = await db.collection(PAYMENT_EVENTS_COLLECTION).where("leadId", "==", leadId).get();
  return found.docs.map((doc) => ({ id: doc.id, ...doc.data() }));
}
