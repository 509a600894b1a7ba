// The opportunistic sweep: every notifyLead invocation also mails other recent leads that
// still wait for their e-mail, so a burst does not queue behind one-event-at-a-time delivery
// (the Firestore emulator's; a production backlog or cold start is milder). Each lead goes
// through notifyLead itself, with the same optimistic claim, validation, retries and logs,
// so a lead is still mailed at most once: its own event later finds it SUCCESS, or leased.
import type { ListedLead } from "./lead-store.js";
import {
  awaitsDelivery,
  notifyLead,
  type NotifyLeadDeps,
  type NotifyLeadOutcome,
} from "./notify-lead.js";

export interface SweepOptions {
  /** How far back to look for leads that still wait (by createdAt). */
  windowMs: number;
  /** Most leads one sweep claims; they are sent concurrently. */
  maxLeads: number;
  /** Most leads one sweep reads, so a busy window costs a bounded number of reads. */
  maxScanned: number;
  /** Leads read per query. */
  pageSize: number;
}

export const DEFAULT_SWEEP_OPTIONS: SweepOptions = {
  windowMs: 5 * 60_000,
  maxLeads: 50,
  maxScanned: 500,
  pageSize: 100,
};

export type SweepDeps = Omit<NotifyLeadDeps, "initial"> & { sweep?: Partial<SweepOptions> };

/** What one sweep did: leads read, leads it tried to claim, and how each of those ended. */
export interface SweepReport {
  scanned: number;
  attempted: number;
  outcomes: Partial<Record<NotifyLeadOutcome | "failed", number>>;
}

/**
 * Mails up to `maxLeads` leads created in the last `windowMs` that have no delivery yet (or a
 * lease that ran out), other than `triggeringLeadId`. Never throws: it only helps, and the
 * triggering lead's outcome must not depend on it.
 */
export async function sweepLeads(triggeringLeadId: string, deps: SweepDeps): Promise<SweepReport> {
  const { store, logs } = deps;
  const options = { ...DEFAULT_SWEEP_OPTIONS, ...deps.sweep };
  const since = new Date(deps.clock.now().getTime() - options.windowMs);
  const pageSize = Math.max(1, Math.min(options.pageSize, options.maxScanned));
  const sends: Promise<NotifyLeadOutcome | "failed">[] = [];
  let scanned = 0;
  try {
    for await (const candidate of store.listCreatedSince(since, pageSize)) {
      scanned += 1;
      // Firestore cannot query for a missing `delivery`, so the filter is here; the claim
      // inside notifyLead re-checks it atomically against the version read.
      if (candidate.id !== triggeringLeadId && awaitsDelivery(candidate.lead, deps.clock.now()))
        sends.push(sendOne(candidate, deps)); // start at once: sending overlaps the next page
      if (sends.length >= options.maxLeads || scanned >= options.maxScanned) break;
    }
  } catch (error) {
    logs.sweepFailed(triggeringLeadId, reason(error));
  }
  const outcomes: SweepReport["outcomes"] = {};
  for (const outcome of await Promise.all(sends)) outcomes[outcome] = (outcomes[outcome] ?? 0) + 1;
  const report = { scanned, attempted: sends.length, outcomes };
  if (report.attempted > 0) logs.swept(triggeringLeadId, report);
  return report;
}

/** One swept lead, through the same path as its own event, starting from the version read. */
async function sendOne(
  candidate: ListedLead,
  deps: SweepDeps,
): Promise<NotifyLeadOutcome | "failed"> {
  const { id, lead, version } = candidate;
  try {
    return await notifyLead(id, { ...deps, initial: { lead, version } });
  } catch (error) {
    // Firestore trouble: the lead keeps its own event (and production's redelivery).
    deps.logs.sweepFailed(id, reason(error));
    return "failed";
  }
}

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));
