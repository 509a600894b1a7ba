// The payment store in memory, with the Firestore store's rules (payments/payment-store.ts): an
// event recorded once with its change, a reservation decided on the payment as it is, a session
// recorded only on its own attempt. Each call runs without a pause, as a transaction would.
import type { DeliveryState } from "../shared/delivery.js";
import type { Payment } from "../shared/payment.js";
import type { BalanceAttempt } from "../payments/balance-attempt.js";
import { newNotes, type CheckoutLead, type PaymentStore } from "../payments/payment-store.js";

/** A lead as the fake holds it: what startCheckout reads, and its payment notes' states. */
export interface FakePaymentLead extends CheckoutLead {
  notes?: Record<string, DeliveryState>;
  /** The balance invoice attempt reserved on the lead (balance-attempt.ts). */
  balanceAttempt?: BalanceAttempt | null;
  /** When each note was queued (ms), for the reconciler's stale notes; absent: long ago. */
  queuedAt?: Record<string, number>;
}

/** The store, the leads it holds and the events it recorded (id → outcome). */
export function fakePaymentStore(seed: Record<string, FakePaymentLead> = {}) {
  const leads = new Map(Object.entries(seed).map(([id, lead]) => [id, { ...lead }]));
  const events = new Map<string, string>();
  /** When set, every apply fails as Firestore does in an outage. */
  let failing = false;
  const copy = (payment: Payment | undefined): Payment | undefined =>
    payment && structuredClone(payment);
  const store: PaymentStore = {
    async readLead(leadId) {
      const lead = leads.get(leadId);
      return (
        lead && {
          ...lead,
          payment: copy(lead.payment),
          agreement: lead.agreement && structuredClone(lead.agreement),
        }
      );
    },
    async reserveCheckout(leadId, plan) {
      const lead = leads.get(leadId);
      if (!lead) return undefined;
      const stored = lead.agreement ?? null;
      const reservation = plan(copy(lead.payment), stored);
      if (reservation.written) lead.payment = copy(reservation.payment);
      if (reservation.agreement && reservation.agreement !== stored)
        lead.agreement = structuredClone(reservation.agreement);
      return reservation;
    },
    async reserveBalance(leadId, plan) {
      const lead = leads.get(leadId);
      const payment = copy(lead?.payment);
      if (!lead || !payment) return undefined;
      const decided = plan(payment, lead.balanceAttempt ?? null);
      if (decided.kind === "reserved" && decided.written) lead.balanceAttempt = decided.attempt;
      return decided;
    },
    async recordAgreement(leadId, agreement) {
      const lead = leads.get(leadId);
      if (!lead) return undefined;
      lead.agreement ??= structuredClone(agreement);
      return structuredClone(lead.agreement);
    },
    async *listUnsettled(states) {
      for (const [leadId, lead] of leads) {
        const payment = copy(lead.payment);
        if (payment && states.includes(payment.state)) yield { leadId, payment };
      }
    },
    async *listOpenBalances() {
      for (const [leadId, lead] of leads) {
        const payment = copy(lead.payment);
        if (payment?.balance?.state === "OPEN") yield { leadId, payment };
      }
    },
    async *listMoved(since, queuedBefore) {
      for (const [leadId, lead] of leads) {
        const payment = copy(lead.payment);
        if (!payment?.movedAt || payment.movedAt.getTime() < since.getTime()) continue;
        const staleNotes = Object.entries(lead.notes ?? {})
          .filter(
            ([key, state]) =>
              state === "QUEUED" && (lead.queuedAt?.[key] ?? 0) < queuedBefore.getTime(),
          )
          .map(([key]) => key);
        yield { leadId, payment, staleNotes };
      }
    },
    async leadOfSession(sessionId) {
      for (const [id, lead] of leads) if (lead.payment?.sessionId === sessionId) return id;
      return undefined;
    },
    async recordSession(leadId, attempt, sessionId) {
      const payment = leads.get(leadId)?.payment;
      if (!payment || payment.attempt !== attempt) return false;
      if (payment.sessionId === sessionId) return true;
      if (payment.sessionId !== null) return false;
      payment.sessionId = sessionId;
      return true;
    },
    async apply(leadId, event, decide, now) {
      if (failing) throw new Error("14 UNAVAILABLE: Firestore is unreachable");
      const lead = leads.get(leadId);
      const queued = () =>
        Object.entries(lead?.notes ?? {})
          .filter(([, state]) => state === "QUEUED")
          .map(([key]) => key);
      if (event && events.has(event.id))
        return { kind: "duplicate", payment: copy(lead?.payment), notesToQueue: queued() };
      if (!lead) {
        if (event) events.set(event.id, "unknown-lead");
        return { kind: "unknownLead" };
      }
      const decision = decide(copy(lead.payment));
      if (event) events.set(event.id, decision.kind === "write" ? "applied" : "ignored");
      if (decision.kind === "ignore")
        return { kind: "done", decision, payment: copy(lead.payment), notesToQueue: queued() };
      lead.payment = copy(decision.payment);
      const notes = newNotes(decision.payment, decision.added, lead.notes);
      lead.notes = { ...lead.notes, ...Object.fromEntries(notes.map((key) => [key, "QUEUED"])) };
      lead.queuedAt = {
        ...lead.queuedAt,
        ...Object.fromEntries(notes.map((key) => [key, now.getTime()])),
      };
      return { kind: "done", decision, payment: copy(lead.payment), notesToQueue: queued() };
    },
  };
  return {
    store,
    leads,
    events,
    failWrites(on: boolean) {
      failing = on;
    },
  };
}
