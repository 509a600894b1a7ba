// The `delivery` map kept on every lead, after the Trigger Email extension's: what happened
// to the sales e-mail, written by the functions only (the rules let no client write it).

/**
 * QUEUED     the trigger (or the watchdog, or a replay) put a task on the mail queue
 * PROCESSING one task holds the lead's lease and is sending
 * RETRY      the last send failed transiently; Cloud Tasks tries again at `nextAttemptAt`
 * SUCCESS    EmailJS accepted the e-mail
 * ERROR      a permanent failure, the retries used up, an invalid lead or a missing
 *            configuration: it alerted, and `npm run leads -- resend` replays it
 * SKIPPED    the emulators only: EmailJS is not configured there, nothing was sent
 * DUPLICATE  the same e-mail and answers as a lead mailed in the last 24 hours (`duplicateOf`):
 *            kept, not mailed again
 * HELD       over the hourly mail budget (a flood): kept, not mailed; alerted; a replay sends it
 * (no map)   the trigger has not run yet: the watchdog queues such a lead after a few minutes
 *
 * The same states, in a map `autoReply`, describe the confirmation e-mail to the prospect.
 */
export type DeliveryState =
  "QUEUED" | "PROCESSING" | "RETRY" | "SUCCESS" | "ERROR" | "SKIPPED" | "DUPLICATE" | "HELD";

/** An EmailJS status (0 = no HTTP answer: network, time-out, or never called) and its text. */
export interface DeliveryStatus {
  status: number;
  text: string;
}

/** Why a task was put on the queue (kept on the lead, and in the logs). */
export type QueueReason = "created" | "watchdog" | "replay";

export interface Delivery {
  state: DeliveryState;
  /** EmailJS sends made so far, over every task this lead has had. */
  attempts: number;
  /** Which task the lead is on: 0 from the trigger, +1 for each watchdog or replay re-queue. */
  round: number;
  /** Why the current round was queued. */
  reason: QueueReason;
  queuedAt: Date | null;
  startTime: Date | null;
  endTime: Date | null;
  /** While PROCESSING: until when the sending task owns the lead. */
  leaseExpireTime: Date | null;
  /** While RETRY: when Cloud Tasks is due to try again (the watchdog's yardstick). */
  nextAttemptAt: Date | null;
  error: DeliveryStatus | null;
  info: DeliveryStatus | null;
  /** DUPLICATE: the earlier lead this one repeats. */
  duplicateOf: string | null;
  /** 429s in a row: each puts the lead back in the paced queue, up to a limit (send-lead-mail.ts). */
  rateLimited: number;
}

/** The two e-mails a lead may cause, each with its own map on the lead. */
export type MailKind = "delivery" | "autoReply";

/** States after which nothing more happens to a lead unless a person replays it. */
export const FINAL_STATES: readonly DeliveryState[] = [
  "SUCCESS",
  "ERROR",
  "SKIPPED",
  "DUPLICATE",
  "HELD",
];

/** A delivery map with every field at its starting value. */
export function newDelivery(fields: Partial<Delivery> & Pick<Delivery, "state">): Delivery {
  return {
    attempts: 0,
    round: 0,
    reason: "created",
    queuedAt: null,
    startTime: null,
    endTime: null,
    leaseExpireTime: null,
    nextAttemptAt: null,
    error: null,
    info: null,
    duplicateOf: null,
    rateLimited: 0,
    ...fields,
  };
}
