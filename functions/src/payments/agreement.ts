// Which agreement a checkout charges, and the one-time backfill of an agreement for a lead that
// paid a deposit before agreements were recorded. The agreement itself (its shape, what is due
// now, what is owed) is shared/agreement.ts; this is the payments' side of it.
import { ledgerTotals, planAgreement, type Agreement } from "../shared/agreement.js";
import type { PaymentHistory } from "../shared/payment.js";
import { cataloguePlan } from "../shared/payment-amounts.js";
import type { CatalogueEntry } from "../shared/plans.js";
import type { SessionFacts } from "./stripe-facts.js";

/** Where a checkout reads a plan's price today (injected by the tests; the catalogue in production). */
export type PlanCatalogue = (planId: string) => CatalogueEntry | undefined;

export const liveCatalogue: PlanCatalogue = (planId) => cataloguePlan(planId);

/**
 * The agreement a checkout of this lead charges: the one on the lead when it binds (a quote,
 * or a plan's once any money was received on it: paying again keeps what was agreed), else the
 * plan's price and terms as they are now (nothing was paid under the old one). Undefined: no
 * agreement can be made (no plan, or a plan no longer on sale, and none on the lead).
 */
export function agreementToCharge(
  stored: Agreement | null | undefined,
  history: PaymentHistory,
  planId: string | undefined,
  catalogue: PlanCatalogue,
  now: Date,
): Agreement | undefined {
  if (stored && (stored.source === "quote" || ledgerTotals(history).receivedCents > 0))
    return stored;
  const plan = planId ? catalogue(planId) : undefined;
  if (planId && plan) return planAgreement(planId, plan, now);
  return stored ?? undefined;
}

/** A Checkout Session's line as Stripe lists it (`checkout.sessions.listLineItems`). */
export interface SessionLine {
  description: string;
  amountCents: number;
}

/** "MVP App: 50% deposit": the deposit line's name, as sessionParams has always written it. */
const DEPOSIT_LINE = /^(.+): (\d{1,2})% deposit$/;

/**
 * The agreement of a lead that paid through `session` before agreements were recorded, derived
 * once from the session: the plan id in its metadata, the amount it took, and its line's name,
 * which says the deposit share ("MVP App: 50% deposit"; a line without it was paid in full).
 * The total is the deposit at that share (to the cent for the shares the plans have used).
 * Undefined when the session does not say enough (no plan, no amount, no line).
 */
export function agreementFromSession(
  session: SessionFacts,
  lines: SessionLine[],
  now: Date,
): Agreement | undefined {
  const line = lines[0];
  const paidCents = session.amountTotal;
  if (!line || !session.planId || !paidCents || paidCents <= 0) return undefined;
  const deposit = DEPOSIT_LINE.exec(line.description);
  const depositPercent = deposit ? Number(deposit[2]) : 100;
  if (depositPercent <= 0) return undefined;
  const name = deposit?.[1] ?? line.description;
  const totalCents = Math.round((paidCents * 100) / depositPercent);
  return {
    source: "plan",
    totalCents,
    currency: "usd",
    depositPercent,
    plan: {
      id: session.planId,
      name,
      priceUsd: Math.round(totalCents / 100),
      depositPercent: deposit ? depositPercent : null,
    },
    lines: [{ description: name, amountCents: totalCents }],
    validUntil: null,
    agreedAt: now,
    writtenBy: { by: "backfill", sessionId: session.id },
  };
}

/**
 * The agreement of a lead whose deposit was taken: the one on the lead, or, for a lead from
 * before agreements, the one derived from its paid Checkout Session and written on it once (a
 * transaction that keeps any agreement written meanwhile). Undefined when neither can be had.
 */
export async function agreementOfPaidLead(
  leadId: string,
  lead: { agreement?: Agreement | null; payment: { sessionId: string | null } | undefined },
  deps: {
    stripe: {
      retrieveSession(id: string): Promise<SessionFacts>;
      sessionLineItems(id: string): Promise<SessionLine[]>;
    };
    store: {
      recordAgreement(leadId: string, agreement: Agreement): Promise<Agreement | undefined>;
    };
    now: Date;
  },
): Promise<Agreement | undefined> {
  if (lead.agreement) return lead.agreement;
  const sessionId = lead.payment?.sessionId;
  if (!sessionId) return undefined;
  const [session, lines] = await Promise.all([
    deps.stripe.retrieveSession(sessionId),
    deps.stripe.sessionLineItems(sessionId),
  ]);
  const derived = agreementFromSession(session, lines, deps.now);
  return derived && deps.store.recordAgreement(leadId, derived);
}
