// The payment callables' requests and answers (startCheckout, confirmCheckout, payLinkQuote),
// and their names, where the checkout pages read them. Browser-safe.
import type { LeadPath } from "./payment-amounts.js";

// Their names (declared with every function's, function-names.ts), where the checkout pages read them.
export {
  CONFIRM_CHECKOUT_FUNCTION,
  PAY_LINK_QUOTE_FUNCTION,
  START_CHECKOUT_FUNCTION,
} from "./function-names.js";

/** What /pay/<token> and /checkout ask: what the lead owes now (payLinkQuote). */
export type PayLinkQuoteRequest = StartCheckoutRequest;

/**
 * What the server says is due. Anyone holding a pay link may ask, so it names the company and
 * the short reference only, never the person, the address or the answers. `invalid` (not a
 * token we signed: tampered or mangled), `expired` and `unknown` (no such lead, or erased)
 * each get their own page; so does `nothingDue` (paid, being processed, or no fixed price).
 */
export type PayLinkQuote =
  | {
      kind: "due";
      path: Exclude<LeadPath, "quote">;
      planId: string;
      planName: string;
      /** What the Pay button charges now: the full price or the deposit. */
      amountCents: number;
      /** What is invoiced at delivery (deposit plans), else 0. */
      balanceCents: number;
      /** checkoutTerms, in words. */
      terms: string;
      /**
       * Why it is due again, when it was paid before: the payment went back (a full refund) or a
       * dispute was lost. The page says so; the amount is what the ledger says is owed.
       */
      again?: "refunded" | "disputeLost";
      companyName: string;
      reference: string;
    }
  | {
      /** A deposit plan whose balance invoice is open: the button goes to its hosted page. */
      kind: "balanceDue";
      path: "deposit";
      planId: string;
      planName: string;
      /** What the invoice asks. */
      amountCents: number;
      /** When it falls due (ISO 8601). */
      dueAt: string;
      /** Stripe's hosted invoice page. */
      hostedUrl: string;
      companyName: string;
      reference: string;
    }
  | {
      kind: "nothingDue";
      /**
       * paid: in full (a deposit plan: its balance invoice too); depositPaid: the deposit is in
       * and the balance is invoiced at delivery (no invoice open yet); processing; noPlan;
       * disputed: the card holder disputed the payment and the bank has not decided;
       * partlyRefunded: part of the payment went back, the rest is kept; balanceRefunded: the
       * balance was paid and (part of) it went back. Nothing to pay in each: call us.
       */
      why:
        | "paid"
        | "depositPaid"
        | "processing"
        | "noPlan"
        | "disputed"
        | "partlyRefunded"
        | "balanceRefunded";
      path: LeadPath;
      planName: string;
      companyName: string;
      reference: string;
    }
  | { kind: "invalid" }
  | { kind: "expired" }
  | { kind: "unknown" };

/** The lead by its id (/checkout: the brief this browser sent) or by a pay link's token (/pay). */
export type StartCheckoutRequest = { leadId: string } | { token: string } | { quote: string };
/**
 * Where to send the browser (Stripe's hosted page), and what that page charges as the server
 * reads the lead: the page shows these, never the browser's stored plan, before it goes there.
 */
export interface StartCheckoutAnswer {
  url: string;
  amountCents: number;
  planId: string;
  planName: string;
  /** What the checkout takes, in words (checkoutTerms): the full price, or the deposit. */
  terms: string;
}

export interface ConfirmCheckoutRequest {
  sessionId: string;
}
/**
 * What the success page shows: paid, on its way, or not paid (try again). The plan and the
 * amount only: anyone holding the link may ask, so the answer names no person.
 */
export interface ConfirmCheckoutAnswer {
  outcome: "paid" | "processing" | "unpaid";
  amountCents: number;
  planName: string;
  /** The plan's id, so the page tells the plan's own next steps (leadPathOf). */
  planId: string;
  /** The lead's short reference (empty for a lead stamped before references). */
  reference: string;
}
