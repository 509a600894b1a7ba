// The payment tests' shared builders: a lead's payment map, what Stripe says of a Checkout Session
// and of a balance invoice, and a Stripe gateway whose every call is a harmless default unless a
// test overrides it (so a new gateway method does not touch every test). One place, so the
// payment tests describe only what differs in their case.
import { planAgreement, type Agreement } from "../shared/agreement.js";
import type { BalanceInvoice, Payment, PaymentEntry } from "../shared/payment.js";
import { cataloguePlan } from "../shared/payment-amounts.js";
import type { PayLinkQuote } from "../shared/payment-api.js";
import { fakePaymentStore } from "./fake-payment-store.js";
import { fakeQueue, recordingLogs } from "./fakes.js";
import type { InvoiceFacts, InvoiceMoneyFacts, SessionFacts } from "../payments/stripe-facts.js";
import { decideBalance } from "../payments/balance-change.js";
import type { NewSession, StripeGateway } from "../payments/stripe-gateway.js";
import type { CheckoutLead } from "../payments/payment-store.js";
import { CheckoutRefusal, type CheckoutDeps } from "../payments/start-checkout.js";

/** The payment tests' "now". */
export const PAYMENT_TEST_NOW = new Date("2026-11-25T10:00:00Z");

/** `hours` after the payment tests' "now" (before it, when negative). */
export const hoursAfterNow = (hours: number) =>
  new Date(PAYMENT_TEST_NOW.getTime() + hours * 3_600_000);

/** What payLinkQuote answers for a Starter Logo brief (paid in full, $249) of this company. */
export const starterLogoDue = (companyName: string, reference: string): PayLinkQuote => ({
  kind: "due",
  path: "full",
  planId: "logo-starter",
  planName: "Starter Logo",
  amountCents: 24_900,
  balanceCents: 0,
  terms: "Paid in full at checkout: $249",
  companyName,
  reference,
});

/** The lead id the payment tests use (shaped like Firestore's automatic ids). */
export const PAYMENT_TEST_LEAD = "Lead1AutoShapedId000";

/**
 * The payment step's dependencies over one lead (PAYMENT_TEST_LEAD, Acme, `plan`) holding
 * `payment`: the fake store, the queue's tasks (the notes to sales) and the log lines.
 */
export function paymentStepBed(
  payment: Payment | undefined,
  plan = payment?.planId,
  agreement?: Agreement | null,
) {
  const fake = fakePaymentStore({
    [PAYMENT_TEST_LEAD]: {
      plan,
      emailAddress: "owner@acme.example",
      companyName: "Acme",
      payment,
      ...(agreement !== undefined && { agreement }),
    },
  });
  const { queue, tasks } = fakeQueue();
  const { logs, lines } = recordingLogs();
  const deps = { store: fake.store, queue, logs, clock: { now: () => PAYMENT_TEST_NOW } };
  return { fake, tasks, lines, deps };
}

/** A lead's payment map: an attempt opened now for Brand Identity ($2,499), as reserved. */
export const testPayment = (fields: Partial<Payment> = {}): Payment => ({
  state: "OPEN",
  sessionId: "cs_test_1",
  planId: "branding-identity",
  amountCents: 249_900,
  currency: "usd",
  openedAt: PAYMENT_TEST_NOW,
  updatedAt: PAYMENT_TEST_NOW,
  paidAt: null,
  expiresAt: hoursAfterNow(1),
  attempt: 1,
  paymentIntentId: null,
  mismatch: null,
  amountRefundedCents: 0,
  history: {},
  ...fields,
});

/**
 * An MVP App lead ($12,999) whose 50 % deposit was paid two days ago, with the Stripe Customer
 * its checkout made: what the balance invoice follows.
 */
export const testDepositPaid = (fields: Partial<Payment> = {}): Payment => {
  const paidAt = hoursAfterNow(-48);
  return testPayment({
    state: "PAID",
    planId: "mobile-mvp",
    amountCents: 649_950,
    paidAt,
    paymentIntentId: "pi_1",
    customerId: "cus_1",
    history: {
      "paid-pi_1": {
        kind: "paid",
        amountCents: 649_950,
        currency: "usd",
        at: paidAt,
        sessionId: "cs_test_1",
        paymentIntentId: "pi_1",
      },
    },
    ...fields,
  });
};

/** The deposit lead's balance invoice, open at Stripe (sent "now", due in 14 days). */
export const testOpenBalance = (fields: Partial<BalanceInvoice> = {}): BalanceInvoice => ({
  invoiceId: "in_1",
  state: "OPEN",
  amountCents: 649_950,
  hostedUrl: "https://invoice.stripe.com/i/in_1",
  sentAt: PAYMENT_TEST_NOW,
  dueAt: new Date(PAYMENT_TEST_NOW.getTime() + 14 * 86_400_000),
  paidAt: null,
  lastFailedAt: null,
  attempt: 1,
  ...fields,
});

/** A history entry of `kind` for `cents`, at "now", of the first session's payment. */
export const testEntry = (
  kind: PaymentEntry["kind"],
  cents: number,
  extra: Partial<PaymentEntry> = {},
): PaymentEntry => ({
  kind,
  amountCents: cents,
  currency: "usd",
  at: PAYMENT_TEST_NOW,
  sessionId: "cs_test_1",
  paymentIntentId: "pi_1",
  ...extra,
});

/** A quote sales wrote (two lines, $8,500.50, half due now), agreed and valid as `fields` say. */
export const testQuote = (
  fields: Partial<Agreement> & Pick<Agreement, "agreedAt" | "validUntil">,
): Agreement => ({
  source: "quote",
  totalCents: 850_050,
  currency: "usd",
  depositPercent: 50,
  plan: null,
  lines: [
    { description: "Brand strategy workshop", amountCents: 250_000 },
    { description: "Logo and identity system", amountCents: 600_050 },
  ],
  writtenBy: { by: "sales", uid: "alex-uid" },
  ...fields,
});

/**
 * The agreement a checkout of `planId` records at the tests' "now": the plan's price and terms
 * in today's catalogue (undefined for an id it does not know).
 */
export function testAgreement(planId: string): Agreement | undefined {
  const plan = cataloguePlan(planId);
  return plan && planAgreement(planId, plan, PAYMENT_TEST_NOW);
}

/** What Stripe says of a Checkout Session: an open one for lead1's Brand Identity by default. */
export const testSession = (fields: Partial<SessionFacts> = {}): SessionFacts => ({
  id: "cs_test_1",
  url: null,
  status: "open",
  paymentStatus: "unpaid",
  amountTotal: 249_900,
  currency: "usd",
  leadId: "lead1",
  planId: "branding-identity",
  attempt: 1,
  paymentIntentId: null,
  customerEmail: "owner@acme.example",
  customerId: null,
  expiresAt: null,
  ...fields,
});

/** What Stripe says of a balance invoice: finalized and open, $6,499.50 due in 14 days. */
export const testInvoice = (fields: Partial<InvoiceFacts> = {}): InvoiceFacts => ({
  id: "in_1",
  status: "open",
  amountDueCents: 649_950,
  amountPaidCents: 0,
  currency: "usd",
  customerId: "cus_1",
  hostedUrl: "https://invoice.stripe.com/i/in_1",
  leadId: "lead1",
  kind: "balance",
  attempt: 1,
  attemptCount: 0,
  finalizedAt: PAYMENT_TEST_NOW,
  dueAt: new Date(PAYMENT_TEST_NOW.getTime() + 14 * 86_400_000),
  paidAt: null,
  voidedAt: null,
  markedUncollectibleAt: null,
  ...fields,
});

/** decideBalance's write of `invoice` read at `now`: the test fails if it decides to ignore. */
export function balanceWrite(
  current: Payment,
  invoice: InvoiceFacts | InvoiceMoneyFacts,
  now = PAYMENT_TEST_NOW,
) {
  const decision = decideBalance(current, invoice, now);
  if (decision.kind !== "write") throw new Error(`expected a write, got: ${decision.why}`);
  return decision;
}

const unused = (name: string) => async (): Promise<never> => {
  throw new Error(`the test's Stripe was not expected to be asked: ${name}`);
};

/** A Stripe gateway: reads fail loudly, erasure's calls find nothing; `overrides` replace any. */
export const fakeGateway = (overrides: Partial<StripeGateway> = {}): StripeGateway => ({
  createSession: unused("createSession"),
  retrieveSession: unused("retrieveSession"),
  expireSession: unused("expireSession"),
  paymentFacts: unused("paymentFacts"),
  sessionOfPaymentIntent: async () => null,
  invoiceOfPaymentIntent: async () => null,
  invoiceMoney: unused("invoiceMoney"),
  sessionLineItems: unused("sessionLineItems"),
  listPaidSessions: async () => [],
  createCustomer: unused("createCustomer"),
  createBalanceInvoice: unused("createBalanceInvoice"),
  retrieveInvoice: unused("retrieveInvoice"),
  leadInvoices: async () => [],
  voidPayableInvoice: unused("voidPayableInvoice"),
  closeSession: async () => ({ expired: false, customerId: null }),
  customersByEmail: async () => [],
  openInvoicesOf: async () => [],
  voidOpenInvoice: async () => false,
  deleteCustomer: async () => false,
  ...overrides,
});

/** Every distinct order of `items`. */
export function orders<T>(items: T[]): T[][] {
  if (items.length <= 1) return [items];
  const seen = new Set<string>();
  const all: T[][] = [];
  items.forEach((item, index) => {
    const rest = [...items.slice(0, index), ...items.slice(index + 1)];
    for (const tail of orders(rest)) {
      const order = [item, ...tail];
      const key = JSON.stringify(order);
      if (!seen.has(key)) {
        seen.add(key);
        all.push(order);
      }
    }
  });
  return all;
}

/**
 * startCheckout's dependencies over one lead (PAYMENT_TEST_LEAD) at the tests' "now": Stripe
 * answers each new Checkout Session with `session`, and `created` records what it was asked.
 */
export function checkoutBed(
  lead: CheckoutLead,
  session: SessionFacts,
  payLinkSecret: string | undefined = undefined,
) {
  const created: NewSession[] = [];
  const fake = fakePaymentStore({ [PAYMENT_TEST_LEAD]: lead });
  const deps: CheckoutDeps = {
    store: fake.store,
    stripe: fakeGateway({
      async createSession(params) {
        created.push(params);
        return session;
      },
    }),
    queue: { enqueue: async () => "queued" },
    logs: recordingLogs().logs,
    clock: { now: () => PAYMENT_TEST_NOW },
    siteOrigin: "https://brandvista.studio",
    sessionMinutes: 60,
    payLinkSecret,
  };
  return { deps, created, fake };
}

/** The CheckoutRefusal `promise` rejects with (a test fails if it resolves or throws else). */
export async function checkoutRefusal(promise: Promise<unknown>): Promise<CheckoutRefusal> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof CheckoutRefusal))
    throw new Error(`expected a refusal, got ${String(error)}`);
  return error;
}
