// The watchdog behind the scheduled `leadMailWatchdog` (every 10 minutes): finds leads that
// should be on their way to sales but have nothing behind them, and queues them again (the
// next round's task id). A plain function, so tests run it against the Firestore emulator,
// which never fires schedules.
import { ruleOf, type Delivery } from "../shared/delivery.js";
import { MAIL_KINDS } from "../shared/mail-kinds.js";
import type { ListedLead } from "../leads/lead-store.js";
import type { StuckLead } from "../platform/logs.js";
import { queueLead, type QueueLeadDeps } from "../leads/queue-lead.js";

export interface WatchdogOptions {
  /** Leave leads younger than this to their trigger. */
  minAgeMs: number;
  /** Look back this far (older leads are a person's job: `npm run leads`). */
  lookBackMs: number;
  /** A QUEUED lead whose task has not started after this long has lost its task. */
  queuedStaleMs: number;
  /** A RETRY lead whose next attempt is this late has no task behind it any more. */
  retryGraceMs: number;
}

export const WATCHDOG_DEFAULTS: WatchdogOptions = {
  minAgeMs: 5 * 60_000,
  lookBackMs: 7 * 24 * 60 * 60_000,
  queuedStaleMs: 60 * 60_000,
  retryGraceMs: 10 * 60_000,
};

/** Why a lead, as last read, is stuck; undefined when it is fine (or too young to tell). */
export function whyStuck(
  lead: ListedLead,
  now: Date,
  options: WatchdogOptions,
): string | undefined {
  const createdAt = lead.lead.fields.createdAt;
  if (!(createdAt instanceof Date) || now.getTime() - createdAt.getTime() < options.minAgeMs)
    return undefined;
  // The sales e-mail: the others are queued again by the step that queued them (MAIL_KINDS).
  const delivery: Delivery | undefined = lead.lead[MAIL_KINDS.sales.map];
  if (!delivery) return "never queued";
  const rule = ruleOf(delivery.state);
  // A state this code does not know (written by a newer version, or by hand) is not taken for
  // finished: the lead is queued again, and the claim decides what happens to it.
  if (!rule) return `unknown state ${JSON.stringify(delivery.state)}`;
  if (rule.final) return undefined; // SUCCESS, ERROR, SKIPPED, DUPLICATE, HELD, DECLINED
  const ago = (date: Date | null, ms: number) => !date || now.getTime() - date.getTime() > ms;
  switch (rule.watch) {
    case "queuedAt":
      return ago(delivery.queuedAt, options.queuedStaleMs) ? "queued, task never ran" : undefined;
    case "leaseExpireTime":
      return ago(delivery.leaseExpireTime, 0) ? "lease lapsed mid-send" : undefined;
    case "nextAttemptAt":
      return ago(delivery.nextAttemptAt, options.retryGraceMs) ? "retry overdue" : undefined;
  }
}

/** Finds stuck leads and queues each again; logs (and alerts on) what it found. */
export async function runWatchdog(
  deps: QueueLeadDeps,
  options: WatchdogOptions = WATCHDOG_DEFAULTS,
): Promise<StuckLead[]> {
  const now = deps.clock.now();
  const since = new Date(now.getTime() - options.lookBackMs);
  const stuck: StuckLead[] = [];
  let scanned = 0;
  for await (const lead of deps.store.listCreatedSince(since, 200)) {
    scanned += 1;
    const why = whyStuck(lead, now, options);
    if (!why) continue;
    // If the lead changed since it was listed, queueLead reads it again and asks once more.
    const outcome = await queueLead(lead.id, "watchdog", deps, {
      initial: lead,
      accept: (delivery) =>
        whyStuck({ ...lead, lead: { ...lead.lead, delivery } }, now, options) !== undefined,
    });
    if (outcome.kind === "queued") stuck.push({ leadId: lead.id, why });
  }
  deps.logs.watchdog(scanned, stuck);
  return stuck;
}
