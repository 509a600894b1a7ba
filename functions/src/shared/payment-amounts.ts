// What a plan's checkout charges and what is left after it, in cents, and how the site and the
// mails write an amount. Browser-safe: the checkout pages, the mails and the functions share it.
import { PLAN_CATALOGUE, type CatalogueEntry } from "./plans.js";

/** What one plan's checkout charges, in cents: the full price or its deposit. */
export function checkoutAmountCents(plan: Pick<CatalogueEntry, "priceUsd" | "depositPercent">) {
  const full = plan.priceUsd * 100;
  return plan.depositPercent === undefined ? full : Math.round((full * plan.depositPercent) / 100);
}

/** What is left to pay after the checkout, in cents: the balance of a deposit plan, else 0. */
export function balanceCents(plan: Pick<CatalogueEntry, "priceUsd" | "depositPercent">) {
  return plan.priceUsd * 100 - checkoutAmountCents(plan);
}

/**
 * The three stories a brief can tell after it is sent, by its plan: a fixed plan paid in full
 * (pay now, the designer starts, the call), a deposit plan (the deposit now, the balance invoiced
 * at delivery) and no plan, or one no longer on sale (the call, then a proposal with a pay
 * link). The pages (web/src/content/next-steps.ts) and the confirmation mail tell each one.
 */
export type LeadPath = "full" | "deposit" | "quote";

/** The path of a brief with this plan id. */
export function leadPathOf(planId: unknown): LeadPath {
  const plan = cataloguePlan(planId);
  if (!plan) return "quote";
  return plan.depositPercent === undefined ? "full" : "deposit";
}

/** The catalogue entry of a plan id, or undefined for none or an unknown id. */
export const cataloguePlan = (planId: unknown): CatalogueEntry | undefined =>
  typeof planId === "string" && Object.hasOwn(PLAN_CATALOGUE, planId)
    ? PLAN_CATALOGUE[planId]
    : undefined;

/**
 * Cents as US dollars the way the site writes prices: "$1,249.50", "$2,499" (no Intl: its
 * first use builds ICU's number formatter during a page's hydration; web/src/content/format-usd.ts).
 */
export function formatCents(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents < 0)
    throw new RangeError(`formatCents expects whole, non-negative cents, got ${cents}`);
  const dollars = String(Math.floor(cents / 100)).replace(/\B(?=(\d{3})+$)/g, ",");
  const rest = cents % 100;
  return `$${dollars}${rest === 0 ? "" : `.${String(rest).padStart(2, "0")}`}`;
}

/** What the checkout takes for a plan, in words ("Pay in full: $499", "50 % deposit: …"). */
export function checkoutTerms(plan: Pick<CatalogueEntry, "priceUsd" | "depositPercent">): string {
  const amount = formatCents(checkoutAmountCents(plan));
  if (plan.depositPercent === undefined) return `Paid in full at checkout: ${amount}`;
  const rest = formatCents(plan.priceUsd * 100 - checkoutAmountCents(plan));
  return `${plan.depositPercent}% deposit at checkout: ${amount}; the remaining ${rest} is invoiced at delivery`;
}
