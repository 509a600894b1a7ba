// What a new checkout of a lead may take, from its agreement and its ledger: the agreement's
// share at checkout (the deposit, or the whole price), less what the ledger already holds of it
// net of refunds and lost disputes, and never more than what is owed. A first checkout takes
// the share; a refunded deposit pays it again; after a dispute lost on part of the payment only
// the part the bank took back is asked again. startCheckout charges it, payLinkQuote shows it.
import { dueNowCents, ledgerTotals, owedCents, type Agreement } from "../shared/agreement.js";
import type { Payment } from "../shared/payment.js";

export function checkoutDueCents(agreement: Agreement, payment: Payment | undefined): number {
  const history = payment?.history ?? {};
  const held = Math.max(0, ledgerTotals(history).netCents);
  return Math.min(owedCents(agreement, history), Math.max(0, dueNowCents(agreement) - held));
}

/** Why the lead is asked to pay again, when it paid before: the page words it. */
export function againOf(payment: Payment | undefined): "refunded" | "disputeLost" | undefined {
  if (payment?.state === "REFUNDED") return "refunded";
  if (payment?.state === "DISPUTE_LOST") return "disputeLost";
  return undefined;
}

/** Whether any part of a paid balance invoice went back (a refund of the balance's charge). */
export function balanceRefunded(payment: Payment | undefined): boolean {
  if (payment?.balance?.state !== "PAID") return false;
  const history = payment.history;
  return Object.entries(history).some(
    ([key, entry]) =>
      entry.invoiceId !== undefined &&
      /refund/i.test(entry.kind) &&
      !/failed/i.test(entry.kind) &&
      !Object.hasOwn(history, `${key}-failed`),
  );
}
