// The `delivery` map kept on every lead, after the Trigger Email extension's: what happened
// to the sales e-mail, written by the functions only (the rules let no client write it). The
// same shape, in a map `autoReply`, describes the confirmation e-mail to the prospect.

/** Every state a mail map can be in; DELIVERY_STATES says what each one means. */
export type DeliveryState =
  | "QUEUED"
  | "PROCESSING"
  | "RETRY"
  | "SUCCESS"
  | "ERROR"
  | "SKIPPED"
  | "DUPLICATE"
  | "HELD"
  | "DECLINED";

/** The timestamp the watchdog judges an unfinished state by (see watchdog.ts). */
export type WatchedTime = "queuedAt" | "leaseExpireTime" | "nextAttemptAt";

/**
 * What one state means to the code that reads it. A state is either final (nothing more
 * happens unless a person replays it) or names the time the watchdog checks it by: a new
 * state must pick one, so it can never be taken for finished by default.
 */
export type StateRule = {
  /** One line for the README, the CLI and the desk. */
  describe: string;
  /** Whether `npm run leads -- resend` (and the desk's Release) may queue it again. */
  replayable: boolean;
  /** For the duplicate check: an earlier lead in this state counts as mailed or on its way. */
  countsAsMailed: boolean;
} & ({ final: true } | { final: false; watch: WatchedTime });

/** The one table of states: the handlers, the watchdog, the history and the replay read it. */
export const DELIVERY_STATES: Readonly<Record<DeliveryState, StateRule>> = {
  QUEUED: {
    describe: "the trigger, the watchdog or a replay put a task on the mail queue",
    final: false,
    watch: "queuedAt",
    replayable: true,
    countsAsMailed: true,
  },
  PROCESSING: {
    describe: "one task holds the lead's lease and is sending",
    final: false,
    watch: "leaseExpireTime",
    // Replayable once the lease has lapsed (replay-leads.ts checks the lease).
    replayable: true,
    countsAsMailed: true,
  },
  RETRY: {
    describe: "the last send failed transiently; Cloud Tasks tries again at nextAttemptAt",
    final: false,
    watch: "nextAttemptAt",
    replayable: true,
    countsAsMailed: true,
  },
  SUCCESS: {
    describe: "EmailJS accepted the e-mail",
    final: true,
    replayable: false,
    countsAsMailed: true,
  },
  ERROR: {
    describe:
      "a permanent failure, the retries used up, an invalid lead or a missing configuration: it alerted",
    final: true,
    replayable: true,
    countsAsMailed: false,
  },
  SKIPPED: {
    describe: "the emulators only: EmailJS is not configured there, nothing was sent",
    final: true,
    replayable: true,
    countsAsMailed: false,
  },
  DUPLICATE: {
    describe: "the same e-mail and answers as a lead mailed in the last 24 hours (duplicateOf)",
    final: true,
    replayable: true,
    countsAsMailed: false,
  },
  HELD: {
    describe:
      "over the hourly mail budget (a flood) or EmailJS's monthly quota (heldFor): kept, alerted, a replay sends it",
    final: true,
    replayable: true,
    countsAsMailed: false,
  },
  DECLINED: {
    describe:
      "the confirmation only: the relay guard kept it back (address confirmed in the last 24 hours, hourly or monthly budget, lead held)",
    final: true,
    replayable: false,
    countsAsMailed: false,
  },
};

/** States after which nothing more happens to a lead unless a person replays it. */
export const FINAL_STATES: readonly DeliveryState[] = (
  Object.keys(DELIVERY_STATES) as DeliveryState[]
).filter((state) => DELIVERY_STATES[state].final);

/** The rule of a state as read from Firestore; undefined for a state this code does not know. */
export const ruleOf = (state: string): StateRule | undefined =>
  Object.hasOwn(DELIVERY_STATES, state) ? DELIVERY_STATES[state as DeliveryState] : undefined;

/** An EmailJS status (0 = no HTTP answer: network, time-out, or never called) and its text. */
export interface DeliveryStatus {
  status: number;
  text: string;
}

/** Why a task was put on the queue (kept on the lead, and in the logs). */
export type QueueReason = "created" | "watchdog" | "replay";

/** Why a lead is HELD: the hourly flood budget, or EmailJS's monthly quota. */
export type HoldReason = "budget" | "quota";

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
  /** 429s in a row: each puts the lead back in the paced queue, up to a limit (mail-steps.ts). */
  rateLimited: number;
  /**
   * When a send of this e-mail got no answer (our time-out, or the connection dropped after
   * the request went out): EmailJS may have delivered it. Kept after a later SUCCESS, so the
   * desk and the CLI can say the e-mail may have gone out twice; every later send carries
   * `repeatNotice` (repeat-notice.ts).
   */
  unansweredAt: Date | null;
  /** HELD: why (a released lead keeps it, and gets no confirmation: the relay guard). */
  heldFor: HoldReason | null;
}

/**
 * The e-mails a lead may cause, each with its own map on the lead: the sales e-mail, the
 * prospect's confirmation, and the note to sales that the lead paid.
 */
export type MailKind = "delivery" | "autoReply" | "paymentMail";

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
    unansweredAt: null,
    heldFor: null,
    ...fields,
  };
}
