// What sales hears of each change of money: the one table of which changes are mailed and the
// note's words for each. Browser-safe: the desk shows the same words.
import type { PaymentEntryKind } from "./payment.js";

/** How one kind of history entry reaches sales: the note's wording, and whether a person must act. */
export interface PaymentChangeRule {
  /** Whether each entry of this kind is mailed to sales (one note per history key). */
  mailed: boolean;
  /** The note's headline and subject: what happened, in sales' words. */
  words: string;
  /** What sales should do (the note's `action`); empty when nothing. */
  action: string;
}

/**
 * The one table of changes: which are mailed to sales (payments/payment-store.ts records a note
 * per new entry of a mailed kind) and the note's wording for each (payments/payment-params.ts).
 */
export const PAYMENT_CHANGES: Readonly<Record<PaymentEntryKind, PaymentChangeRule>> = {
  paid: {
    mailed: true,
    words: "Payment received",
    action: "",
  },
  processing: {
    mailed: false,
    words: "Payment on its way",
    action: "",
  },
  failed: {
    mailed: true,
    words: "Payment failed",
    action:
      "The bank debit did not go through. Call the prospect: they can check out again from the same link.",
  },
  expired: {
    mailed: false,
    words: "Checkout expired unpaid",
    action: "",
  },
  refunded: {
    mailed: true,
    words: "Payment refunded",
    action:
      "Money went back to the customer. Check the refund was meant, and stop or re-scope the work.",
  },
  refundFailed: {
    mailed: true,
    words: "Refund failed",
    action:
      "Stripe could not send a refund, so the money is still ours. Tell the customer before retrying it.",
  },
  disputed: {
    mailed: true,
    words: "Payment disputed",
    action:
      "The card holder disputed the charge. Answer the dispute in Stripe's dashboard before its deadline, with the brief and the work delivered.",
  },
  disputeWon: {
    mailed: true,
    words: "Dispute won",
    action: "",
  },
  disputeLost: {
    mailed: true,
    words: "Dispute lost",
    action:
      "The bank gave the money back to the card holder. Pause the work and talk to the customer about paying again.",
  },
  mismatch: {
    mailed: true,
    words: "Amount differs from the checkout",
    action:
      "Stripe took another amount or currency than the checkout opened with. Check the payment in Stripe before starting the work.",
  },
  otherSession: {
    mailed: true,
    words: "Payment on an older checkout",
    action:
      "The prospect paid on a checkout that is no longer the lead's current one. Check in Stripe that they did not pay twice, and refund any double payment.",
  },
  balancePaid: {
    mailed: true,
    words: "Balance paid: paid in full",
    action: "",
  },
  balanceFailed: {
    mailed: true,
    words: "Balance payment failed",
    action:
      "A payment of the balance invoice did not go through; the invoice stays open. Call the client: they can pay again from the same invoice link.",
  },
  balanceVoided: {
    mailed: false,
    words: "Balance invoice voided",
    action: "",
  },
  balanceUncollectible: {
    mailed: true,
    words: "Balance written off",
    action:
      "The balance invoice was marked uncollectible in Stripe, where it can still be paid. Decide with the account manager whether to chase it, pause the hand-off, or send a new invoice from the desk (which voids this one first).",
  },
  overpaid: {
    mailed: true,
    words: "Overpaid: refund the difference",
    action:
      "The client paid an invoice the lead no longer shows, beyond what was agreed. Refund that payment in Stripe's dashboard, then mark the case handled on the desk.",
  },
  balanceRefunded: {
    mailed: true,
    words: "Balance refunded",
    action:
      "Money of the balance invoice went back to the client. Check the refund was meant; the desk now shows the balance as owed again.",
  },
  balanceRefundFailed: {
    mailed: true,
    words: "Balance refund failed",
    action:
      "Stripe could not send a refund of the balance, so the money is still ours. Tell the client before retrying it.",
  },
  balanceDisputed: {
    mailed: true,
    words: "Balance disputed",
    action:
      "The card holder disputed the balance payment. Answer the dispute in Stripe's dashboard before its deadline, with the brief, the approved delivery and the invoice.",
  },
  balanceDisputeWon: {
    mailed: true,
    words: "Balance dispute won",
    action: "",
  },
  balanceDisputeLost: {
    mailed: true,
    words: "Balance dispute lost",
    action:
      "The bank gave the balance back to the card holder. Hold the hand-off and talk to the client about paying the balance again.",
  },
};

/** A history key as it may go into a task id and a Firestore field path (Stripe's ids are). */
export const PAYMENT_CHANGE_KEY = /^[A-Za-z0-9_-]{1,200}$/;
