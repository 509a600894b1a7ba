// Every kind of e-mail a lead may cause, one entry each, as DELIVERY_STATES is for the states:
// the lead's map it records in, the id of its task on the mail queue, its log line and its
// alert. The queue (platform/task-queue.ts), the retries (mail/mail-steps.ts), the logs
// (platform/logs.ts) and the watchdog read it; each kind's handler is the entry of the same
// name in MAIL_HANDLERS (mail/live-mail.ts; typed by MailKind, so a kind without a handler does not
// compile). A further e-mail is one entry here and one handler there.
// Browser-safe: the desk may read which map holds which e-mail.

/** The lead's maps that record an e-mail (each a Delivery, delivery.ts). */
export type MailMap = "delivery" | "autoReply" | "paymentMail" | "paymentMails" | "quoteMails";

/** The maps that hold one Delivery per change (a payment history key, a quote's key). */
export const PER_CHANGE_MAPS: readonly MailMap[] = ["paymentMails", "quoteMails"];

export interface MailKindRule {
  /** What the e-mail is, in the words of the docs and the CLI. */
  describe: string;
  /** The lead's map its state is recorded in (the stored field name: it never changes). */
  map: MailMap;
  /**
   * True: one e-mail per change, not per lead. The map holds a Delivery per change key (the
   * task's `change`, a payment history key), and the task id carries the key.
   */
  perChange: boolean;
  /**
   * The `kind` its tasks carry on the queue (undefined: none, the sales e-mail's tasks since
   * the first release). A wire value, not a name: it stays what the first version that queued
   * this kind wrote, so an instance of the previous release still running during a deploy reads
   * every task the new one queues (and the other way round). A new kind takes its own name.
   */
  taskKind: string | undefined;
  /**
   * The id of the lead's task in `round`: derived from the lead id, so Cloud Tasks refuses a
   * second task for the same e-mail and round (what makes a redelivered event harmless).
   */
  taskId(leadId: string, round: number, change?: string): string;
  /** Logged (info) when EmailJS accepted it. */
  sentLog: string;
  /** The alert's stable message when it ends in ERROR (platform/logs.ts, docs/lead-pipeline.md). */
  failedAlert: string;
}

/**
 * The task id of a lead's round of its sales e-mail. Task ids allow letters, digits, - and _.
 * Lead ids are 20 of [A-Za-z0-9] (the browser's) or Firestore's auto ids; anything else is
 * replaced, and the id stays unique per lead enough for that rare case because the claim, not
 * the id, guarantees one send. A re-queue (watchdog, replay) takes the next round, since Cloud
 * Tasks keeps a used id reserved for a while after its task ended (the emulator, for good).
 */
export function taskIdFor(leadId: string, round: number): string {
  const safe = leadId.replace(/[^A-Za-z0-9_-]/g, "_").slice(0, 400);
  return `lead-${safe}-${round}`;
}

/**
 * The task id of an e-mail sent once per lead (the confirmation, the payment note): the sales
 * e-mail's round-0 id with `suffix`, and a further round only when EmailJS said "too early"
 * (429) to a round (mail-steps.ts puts it back in the paced queue).
 */
const oncePerLead =
  (suffix: string) =>
  (leadId: string, round: number): string =>
    `${taskIdFor(leadId, 0)}-${suffix}${round > 0 ? `-${round}` : ""}`;

/**
 * The task id of one change's e-mail (a payment history key, shared/payment-changes.ts: only letters,
 * digits, - and _, never "--", which comes before a later round): one task per lead and change, so the same change reported by any number of
 * events, in any order, queues one e-mail.
 */
const oncePerChange =
  (suffix: string) =>
  (leadId: string, round: number, change = ""): string =>
    `${taskIdFor(leadId, 0)}-${suffix}-${change.replace(/[^A-Za-z0-9_-]/g, "_")}${round > 0 ? `--${round}` : ""}`;

/** The one table of e-mails. */
export const MAIL_KINDS = {
  sales: {
    describe: "the brief mailed to sales",
    map: "delivery",
    perChange: false,
    taskKind: undefined,
    taskId: taskIdFor,
    sentLog: "lead mail: e-mail sent",
    failedAlert: "Lead mail alert: a lead ended in ERROR and was not mailed to sales",
  },
  confirmation: {
    describe: "the confirmation to the prospect, queued once the sales e-mail went out",
    map: "autoReply",
    perChange: false,
    taskKind: "autoReply",
    taskId: oncePerLead("reply"),
    sentLog: "lead mail: auto-reply sent",
    failedAlert: "Lead mail alert: a prospect's confirmation e-mail ended in ERROR",
  },
  paymentNote: {
    describe:
      "the note to sales that the lead paid, as the first release queued it (once per lead); only read now, for its tasks still queued during a deploy",
    map: "paymentMail",
    perChange: false,
    taskKind: "payment",
    taskId: oncePerLead("payment"),
    sentLog: "lead mail: payment note sent to sales",
    failedAlert: "Lead mail alert: the note to sales that a lead paid ended in ERROR",
  },
  paymentChange: {
    describe:
      "the note to sales about one change of money (paid, failed, refunded, disputed, dispute closed, mismatch, another session), queued once per payment history key",
    map: "paymentMails",
    perChange: true,
    taskKind: "paymentChange",
    taskId: oncePerChange("money"),
    sentLog: "lead mail: payment change note sent to sales",
    failedAlert: "Lead mail alert: the note to sales about a change of money ended in ERROR",
  },
  quote: {
    describe:
      "the quote sales wrote on the desk, to the prospect (issue 46): its lines, total, share due now, link and reference, queued once per quote (its key: q<agreedAt ms>)",
    map: "quoteMails",
    perChange: true,
    taskKind: "quote",
    taskId: oncePerChange("quote"),
    sentLog: "lead mail: quote sent to the prospect",
    failedAlert: "Lead mail alert: a quote's e-mail to the prospect ended in ERROR",
  },
} as const satisfies Record<string, MailKindRule>;

/** The kinds of e-mail: the keys of MAIL_KINDS. */
export type MailKind = keyof typeof MAIL_KINDS;

export const MAIL_KIND_NAMES = Object.keys(MAIL_KINDS) as MailKind[];

/** The kind a task's `kind` names (MailKindRule.taskKind); undefined for a kind no code wrote. */
export function mailKindOf(taskKind: unknown): MailKind | undefined {
  return MAIL_KIND_NAMES.find((kind) => MAIL_KINDS[kind].taskKind === taskKind);
}
