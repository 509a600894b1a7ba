// What Stripe's balance invoice, as it is now, makes of a lead's `payment` map, decided without
// I/O, like payment-change.ts for the checkout. sendBalanceInvoice and the webhook's invoice
// events (and the reconciler) fetch the invoice and hand it here. Each fetch turns into history
// entries keyed by the invoice's id ("balance-in_…-paid"); they are merged into the lead's
// history (an entry already there stays as it is), and `payment.balance` is derived from the
// invoice and the merged history. A paid, voided or written-off invoice never goes back to open
// because an older fetch arrives late, so the order of the events cannot matter.
import type {
  BalanceInvoice,
  BalanceInvoiceState,
  Payment,
  PaymentEntry,
  PaymentHistory,
} from "../shared/payment.js";
import { balanceKey, ledgerState } from "../shared/ledger.js";
import { alertsOf, summarize, type PaymentDecision } from "./payment-change.js";
import type { InvoiceFacts, InvoiceMoneyFacts } from "./stripe-facts.js";

/** The metadata `kind` of the invoices sendBalanceInvoice makes. */
export const BALANCE_INVOICE_KIND = "balance";

/** Refund statuses whose money has left (or is leaving) us, and those that end it unsent. */
const REFUND_OUT = new Set(["pending", "succeeded", "requires_action"]);
const REFUND_BACK = new Set(["failed", "canceled"]);

/**
 * The history entries the invoice holds now, keyed by stable ids: the invoice's own changes and,
 * when the facts carry them, each refund and dispute of the charges that paid it, under the
 * invoice's key ("balance-in_…-refund-re_…", "balance-in_…-dispute-dp_…-lost").
 */
function balanceEntriesOf(
  invoice: InvoiceFacts | InvoiceMoneyFacts,
  current: Payment,
  now: Date,
): PaymentHistory {
  const entries: PaymentHistory = {};
  const entry = (kind: PaymentEntry["kind"], amountCents: number, at: Date): PaymentEntry => ({
    kind,
    amountCents,
    currency: invoice.currency || current.currency,
    at,
    // The deposit's session: the balance follows it (the entry's own object is the invoice).
    sessionId: current.sessionId ?? "",
    paymentIntentId: null,
    invoiceId: invoice.id,
  });
  const add = (change: string, kind: PaymentEntry["kind"], cents: number, when: Date | null) => {
    entries[balanceKey(invoice.id, change)] = entry(kind, cents, when ?? now);
  };
  const due = invoice.amountDueCents;
  if (invoice.status === "paid")
    add("paid", "balancePaid", invoice.amountPaidCents, invoice.paidAt);
  // Each failed attempt on an open invoice is its own change; Stripe counts them.
  else if (invoice.status === "open" && invoice.attemptCount > 0)
    add(`failed-${invoice.attemptCount}`, "balanceFailed", due, now);
  else if (invoice.status === "void") add("voided", "balanceVoided", due, invoice.voidedAt);
  else if (invoice.status === "uncollectible")
    add("uncollectible", "balanceUncollectible", due, invoice.markedUncollectibleAt);
  for (const paid of "charges" in invoice ? invoice.charges : []) {
    for (const refund of paid.charge.refunds) {
      const change = `refund-${refund.id}`;
      if (REFUND_OUT.has(refund.status) || REFUND_BACK.has(refund.status))
        add(change, "balanceRefunded", refund.amountCents, refund.createdAt);
      if (REFUND_BACK.has(refund.status))
        add(`${change}-failed`, "balanceRefundFailed", refund.amountCents, now);
    }
    for (const dispute of paid.disputes) {
      const change = `dispute-${dispute.id}`;
      add(change, "balanceDisputed", dispute.amountCents, dispute.createdAt);
      if (dispute.status === "won")
        add(`${change}-won`, "balanceDisputeWon", dispute.amountCents, now);
      if (dispute.status === "lost")
        add(`${change}-lost`, "balanceDisputeLost", dispute.amountCents, now);
    }
  }
  return entries;
}

/**
 * The invoice's state from its entries in the merged history (a union, so order-free) and, for
 * an invoice still open, Stripe's word: paid wins over everything but void (Stripe never pays a
 * voided invoice), and an uncollectible invoice that is paid later is paid.
 */
function stateOf(history: PaymentHistory, invoiceId: string): BalanceInvoiceState {
  const has = (change: string) => Object.hasOwn(history, balanceKey(invoiceId, change));
  if (has("voided")) return "VOID";
  if (has("paid")) return "PAID";
  if (has("uncollectible")) return "UNCOLLECTIBLE";
  return "OPEN";
}

/** The latest failed attempt on the invoice, from the merged history. */
function lastFailedOf(history: PaymentHistory, invoiceId: string): Date | null {
  const prefix = balanceKey(invoiceId, "failed-");
  const times = Object.entries(history)
    .filter(([key]) => key.startsWith(prefix))
    .map(([, e]) => e.at.getTime());
  return times.length > 0 ? new Date(Math.max(...times)) : null;
}

/**
 * Whether `invoice` is the one the lead's `balance` should show: the lead's own (its id), or a
 * later one (a higher attempt: a new invoice after a voided or written-off one). An event about
 * an older invoice adds its entries to the history and leaves the balance alone.
 */
function isShown(invoice: InvoiceFacts, balance: BalanceInvoice | null | undefined): boolean {
  if (!balance) return true;
  if (balance.invoiceId === invoice.id) return true;
  return (invoice.attempt ?? 0) > (balance.attempt ?? 0);
}

/**
 * The lead's state with the merged history: the checkout's summary (which weighs the ledger's
 * cases in). A lead whose history does not hold its checkout's payment (written before the
 * history did) keeps its stored state, with the ledger's cases weighed in.
 */
function stateAfter(current: Payment, history: PaymentHistory) {
  const holdsPayment = Object.values(history).some(
    (entry) => entry.kind === "paid" && entry.sessionId === current.sessionId,
  );
  return holdsPayment
    ? summarize(history, current.sessionId).state
    : ledgerState(current.state, history);
}

const timeOf = (date: Date | null | undefined) => date?.getTime() ?? null;

/** Whether two balance maps say the same (Dates by their time). */
function sameBalance(a: BalanceInvoice | null, b: BalanceInvoice | null): boolean {
  if (a === null || b === null) return a === b;
  return (
    a.invoiceId === b.invoiceId &&
    a.state === b.state &&
    a.amountCents === b.amountCents &&
    a.hostedUrl === b.hostedUrl &&
    timeOf(a.sentAt) === timeOf(b.sentAt) &&
    timeOf(a.dueAt) === timeOf(b.dueAt) &&
    timeOf(a.paidAt) === timeOf(b.paidAt) &&
    timeOf(a.lastFailedAt) === timeOf(b.lastFailedAt) &&
    (a.attempt ?? 1) === (b.attempt ?? 1)
  );
}

/**
 * The lead's next payment map from the balance invoice as Stripe holds it now, or why it is
 * left alone (no payment, not finalized, nothing new).
 */
export function decideBalance(
  current: Payment | undefined,
  invoice: InvoiceFacts | InvoiceMoneyFacts,
  now: Date,
): PaymentDecision {
  if (!current) return { kind: "ignore", why: "the lead has no payment" };
  if (invoice.status === "draft" || !invoice.finalizedAt)
    return { kind: "ignore", why: "the invoice is not finalized" };
  const found = balanceEntriesOf(invoice, current, now);
  const added = Object.keys(found).filter((key) => !Object.hasOwn(current.history, key));
  const history: PaymentHistory = { ...current.history };
  for (const key of added) history[key] = found[key] as PaymentEntry;
  const previous = current.balance ?? null;
  const shown = isShown(invoice, previous);
  // A payment of an invoice the lead no longer shows (an older or stray one), or of one it
  // voided, is money beyond the agreement: an overpayment for sales to refund, alerted and
  // noted once, never a second balance.
  const overpaidKey = balanceKey(invoice.id, "overpaid");
  const voided = Object.hasOwn(history, balanceKey(invoice.id, "voided"));
  if (invoice.status === "paid" && (!shown || voided) && !Object.hasOwn(history, overpaidKey)) {
    history[overpaidKey] = {
      ...(history[balanceKey(invoice.id, "paid")] as PaymentEntry),
      kind: "overpaid",
    };
    added.push(overpaidKey);
  }
  let balance = previous;
  if (shown) {
    const paid = history[balanceKey(invoice.id, "paid")];
    const state = stateOf(history, invoice.id);
    balance = {
      invoiceId: invoice.id,
      state,
      amountCents: invoice.amountDueCents,
      hostedUrl: invoice.hostedUrl ?? previous?.hostedUrl ?? "",
      sentAt: invoice.finalizedAt,
      dueAt: invoice.dueAt ?? invoice.finalizedAt,
      paidAt: paid?.at ?? null,
      // A failure matters while the invoice is open; after it, whether a failure was seen
      // before the payment depends on timing, so the settled balance does not carry it.
      lastFailedAt: state === "OPEN" ? lastFailedOf(history, invoice.id) : null,
      attempt: invoice.attempt ?? previous?.attempt ?? 1,
    };
  }
  // The balance's refunds and disputes, and an overpayment, move the lead's state (ledger.ts).
  const state = stateAfter(current, history);
  const changed =
    added.length > 0 ||
    state !== current.state ||
    !sameBalance(balance, previous) ||
    (invoice.customerId !== null && current.customerId == null);
  if (!changed) return { kind: "ignore", why: "nothing new at Stripe" };
  const payment: Payment = {
    ...current,
    state,
    customerId: current.customerId ?? invoice.customerId,
    balance,
    history,
    updatedAt: now,
  };
  return { kind: "write", payment, added, newlyPaid: false, alerts: alertsOf(history, added) };
}
