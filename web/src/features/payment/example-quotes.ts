// What payLinkQuote answers for a deposit plan (MVP App) after its deposit, as the checkout's and
// the pay page's tests give it to the pages: the balance invoice open, or not sent yet.
import type { PayLinkQuote } from "@shared/payment-api";

const named = { companyName: "Lone Star Roasters", reference: "BV-7K3Q-M9XD" };

export const BALANCE_DUE_QUOTE: PayLinkQuote = {
  kind: "balanceDue",
  path: "deposit",
  planId: "mobile-mvp",
  planName: "MVP App",
  amountCents: 649_950,
  dueAt: "2026-12-11T10:00:00.000Z",
  hostedUrl: "https://invoice.stripe.com/i/in_1",
  ...named,
};

export const DEPOSIT_PAID_QUOTE: PayLinkQuote = {
  kind: "nothingDue",
  why: "depositPaid",
  path: "deposit",
  planName: "MVP App",
  ...named,
};
