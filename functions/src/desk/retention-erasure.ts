// The retention job (`eraseExpiredLeads`, daily): each lead that reached its retention date
// (shared/retention.ts: received + LEAD_RETENTION_MONTHS) goes through the same erasure step as
// a data request (person-records.ts), scoped to that one lead: Stripe first (its open Checkout
// Sessions expired, its open or written-off invoices voided, its Customer deleted:
// payments/stripe-erasure.ts), then the lead and every document of the registry that names it,
// leaving one audit record in `erasures` without personal data (no address, no hash of it, no
// lead id). The person's newer leads stay, and so do their Stripe objects and what is keyed by
// their address. A lead the step cannot erase today (Stripe unreachable, a mail being sent) is
// logged and tried again the next day; Firestore's TTL deletes it a week after its retention
// date whatever happens (TTL_BACKSTOP_DAYS), the backstop.
import type { Clock } from "../platform/clock.js";
import { eraseAtStripe, stripeTracesOf, StripeUnreachable } from "../payments/stripe-erasure.js";
import type { StripeGateway } from "../payments/stripe-gateway.js";
import { LEAD_RETENTION_MONTHS, leadRetentionText, retentionCutoff } from "../shared/retention.js";
import { erasePerson, PersonBusy, type Eraser, type PersonStore } from "./person-records.js";

/** The audit's "who": no person, the job. */
export const RETENTION_ERASER: Eraser = { uid: "retention", email: null };
/** The audit's "why". */
export const RETENTION_REASON = `retention: kept ${leadRetentionText(LEAD_RETENTION_MONTHS)}`;

/** A lead due for erasure, as the job's query reads it. */
export interface DueLead {
  leadId: string;
  /** The address it was sent from (`emailKey`, else `emailAddress`); empty when it has none. */
  email: string;
}

export interface RetentionDeps {
  store: PersonStore;
  clock: Clock;
  stripe: StripeGateway | undefined;
  /** Leads whose `expireAt` is at or before `cutoff`, at most `limit` (the oldest first). */
  dueLeads(cutoff: Date, limit: number): Promise<DueLead[]>;
  log(event: string, fields: Record<string, unknown>): void;
}

/** What one run did. */
export interface RetentionRun {
  erased: number;
  /** Left for the next run: Stripe could not be reached, or a mail was being sent. */
  failed: number;
}

/** Leads one run takes at most (a run that ends with a full page goes on to the next). */
const PAGE = 100;
/** Runs a day's job takes at most, so one run stays well inside a function's time. */
const MAX_PAGES = 20;

/** Erases every lead whose retention date has come; the counts. */
export async function eraseExpiredLeads(deps: RetentionDeps): Promise<RetentionRun> {
  const run: RetentionRun = { erased: 0, failed: 0 };
  const now = deps.clock.now();
  const tried = new Set<string>();
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const due = (await deps.dueLeads(retentionCutoff(now), PAGE + tried.size)).filter(
      (lead) => !tried.has(lead.leadId),
    );
    if (due.length === 0) break;
    for (const lead of due) {
      tried.add(lead.leadId);
      if (await eraseOne(lead, now, deps)) run.erased += 1;
      else run.failed += 1;
    }
  }
  deps.log("run", { ...run });
  return run;
}

/** One lead through the erasure step; whether it is gone. */
async function eraseOne(lead: DueLead, now: Date, deps: RetentionDeps): Promise<boolean> {
  try {
    const result = await erasePerson(deps.store, lead.email, {
      by: RETENTION_ERASER,
      now,
      reason: RETENTION_REASON,
      scope: { leadId: lead.leadId },
      atStripe: (leads, othersKept) => {
        const traces = stripeTracesOf(leads);
        // The address's other Customers belong to leads that stay: reach only this lead's.
        return eraseAtStripe(othersKept > 0 ? { ...traces, emails: [] } : traces, deps.stripe);
      },
    });
    deps.log("erased", {
      leadId: lead.leadId,
      erasureId: result?.erasureId ?? null,
      deleted: result?.deleted ?? {},
      stripe: result?.stripe ?? null,
    });
    return true;
  } catch (error) {
    // Nothing of it was deleted (Stripe and the checks come first), or a commit broke half way:
    // either way the next run takes it up again, and the others go on now.
    deps.log("failed", {
      leadId: lead.leadId,
      why:
        error instanceof StripeUnreachable
          ? "stripe"
          : error instanceof PersonBusy
            ? "mailBeingSent"
            : "error",
      error: error instanceof Error ? error.message : String(error),
    });
    return false;
  }
}
