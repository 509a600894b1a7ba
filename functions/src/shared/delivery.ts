// The `delivery` map kept on every lead, after the Trigger Email extension's: what happened
// to the sales e-mail, written by the functions only (the rules let no client write it). The
// same shape describes each other e-mail of a lead, in its own map (mail-kinds.ts).
// Browser-safe: the sales desk reads the same table (which states need a person, the action
// that fits each, the words for it) and the same parser (read-delivery.ts).
import type { DeskAction } from "./desk-api.js";
import { NOT_ON_ITS_WAY_AFTER_WORDS } from "./desk-access.js";
import { clockTime, failureWords } from "./desk-words.js";

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
 * When a lead in a state belongs under the desk's "Needs attention": always, never, when it
 * has not got on its way NOT_ON_ITS_WAY_AFTER_MS (desk-access.ts) after it arrived, or when
 * its next attempt's time has passed with no task coming back for it.
 */
export type Attention = "always" | "never" | "whenNotOnItsWay" | "whenRetryOverdue";

/** What the desk needs to say about a mail map, beyond the map itself. */
export interface DeskWordsContext {
  now: Date;
  /** The viewer's time zone when absent. */
  timeZone?: string;
  /** The company of another lead, when the desk has it loaded (for "Duplicate of …"). */
  companyOf?: (leadId: string) => string | undefined;
  /** No final state NOT_ON_ITS_WAY_AFTER_MS after the lead was queued (or arrived). */
  notOnItsWay: boolean;
}

/** How the sales desk treats a lead whose sales e-mail is in a state. */
export interface DeskRule {
  attention: Attention;
  /**
   * The action that fits the state: offered once the lead needs attention, or at any time in
   * a state whose attention is "never". The function (deskLeadAction) decides in the end.
   */
  action: DeskAction | null;
  /** The sales e-mail's state in words a salesperson reads at a glance. */
  words: (delivery: Delivery, context: DeskWordsContext) => string;
  /** The confirmation e-mail's state in words, when the map is `autoReply`. */
  confirmation: (delivery: Delivery, context: Pick<DeskWordsContext, "timeZone">) => string;
}

/**
 * What one state means to the code that reads it. A state is either final (nothing more
 * happens unless a person replays it) or names the time the watchdog checks it by: a new
 * state must pick one, so it can never be taken for finished by default.
 */
export type StateRule = {
  /** One line for the CLI and the desk. */
  describe: string;
  /** Whether `npm run leads -- resend` (and the desk's Release) may queue it again. */
  replayable: boolean;
  /** For the duplicate check: an earlier lead in this state counts as mailed or on its way. */
  countsAsMailed: boolean;
  /** The sales desk's view of it. */
  desk: DeskRule;
} & ({ final: true } | { final: false; watch: WatchedTime });

/** "Confirmation queued": the confirmation's words for a state with nothing more to say. */
const confirmationIn = (state: DeliveryState) => () => `Confirmation ${state.toLowerCase()}`;

/**
 * The one table of states: the handlers, the watchdog, the history, the replay, the desk's
 * actions and the sales desk read it.
 */
export const DELIVERY_STATES: Readonly<Record<DeliveryState, StateRule>> = {
  QUEUED: {
    describe: "the trigger, the watchdog or a replay put a task on the mail queue",
    final: false,
    watch: "queuedAt",
    replayable: true,
    countsAsMailed: true,
    desk: {
      attention: "whenNotOnItsWay",
      action: "resend",
      words: (_delivery, { notOnItsWay }) =>
        notOnItsWay ? `Queued, not sent after ${NOT_ON_ITS_WAY_AFTER_WORDS}` : "Queued",
      confirmation: confirmationIn("QUEUED"),
    },
  },
  PROCESSING: {
    describe: "one task holds the lead's lease and is sending",
    final: false,
    watch: "leaseExpireTime",
    // Replayable once the lease has lapsed (replay-leads.ts checks the lease).
    replayable: true,
    countsAsMailed: true,
    desk: {
      attention: "whenNotOnItsWay",
      action: "resend",
      words: () => "Sending",
      confirmation: confirmationIn("PROCESSING"),
    },
  },
  RETRY: {
    describe: "the last send failed transiently; Cloud Tasks tries again at nextAttemptAt",
    final: false,
    watch: "nextAttemptAt",
    replayable: true,
    countsAsMailed: true,
    desk: {
      attention: "whenRetryOverdue",
      action: "resend",
      words: ({ nextAttemptAt: next }, { now, timeZone }) => {
        if (!next) return "Retrying";
        return next.getTime() < now.getTime()
          ? `Retry overdue — was due ${clockTime(next, timeZone)}`
          : `Retrying — next try ${clockTime(next, timeZone)}`;
      },
      confirmation: ({ nextAttemptAt: next }, { timeZone }) =>
        next
          ? `Confirmation retrying — next try ${clockTime(next, timeZone)}`
          : "Confirmation retrying",
    },
  },
  SUCCESS: {
    describe: "EmailJS accepted the e-mail",
    final: true,
    replayable: false,
    countsAsMailed: true,
    desk: {
      attention: "never",
      action: null,
      words: ({ unansweredAt }) => (unansweredAt ? "Mailed (may have gone out twice)" : "Mailed"),
      confirmation: () => "Confirmation sent",
    },
  },
  ERROR: {
    describe:
      "a permanent failure, the retries used up, an invalid lead or a missing configuration: it alerted",
    final: true,
    replayable: true,
    countsAsMailed: false,
    desk: {
      attention: "always",
      action: "resend",
      words: ({ error }) => failureWords(error),
      confirmation: ({ error }) => `Confirmation ${failureWords(error).toLowerCase()}`,
    },
  },
  SKIPPED: {
    describe: "the emulators only: EmailJS is not configured there, nothing was sent",
    final: true,
    replayable: true,
    countsAsMailed: false,
    desk: {
      attention: "never",
      action: null,
      words: () => "Not sent: EmailJS not configured",
      confirmation: () => "Confirmation not sent: EmailJS not configured",
    },
  },
  DUPLICATE: {
    describe: "the same e-mail and answers as a lead mailed in the last 24 hours (duplicateOf)",
    final: true,
    replayable: true,
    countsAsMailed: false,
    desk: {
      attention: "never",
      action: "sendAnyway",
      words: ({ duplicateOf: of }, { companyOf }) =>
        of ? `Duplicate of ${companyOf?.(of) ?? `lead ${of.slice(0, 8)}`}` : "Duplicate",
      confirmation: confirmationIn("DUPLICATE"),
    },
  },
  HELD: {
    describe:
      "over the hourly mail budget (a flood) or EmailJS's monthly quota (heldFor): kept, alerted, a replay sends it",
    final: true,
    replayable: true,
    countsAsMailed: false,
    desk: {
      attention: "always",
      action: "release",
      words: ({ heldFor }) => (heldFor === "quota" ? "Held: monthly quota" : "Held: hourly limit"),
      confirmation: confirmationIn("HELD"),
    },
  },
  DECLINED: {
    describe:
      "the confirmation only: the relay guard kept it back (address confirmed in the last 24 hours, hourly or monthly budget, lead held)",
    final: true,
    replayable: false,
    countsAsMailed: false,
    desk: {
      attention: "never",
      action: null,
      words: () => "Declined",
      confirmation: () => "Confirmation held back by the relay guard",
    },
  },
};

/** How the desk treats a lead with no `delivery` map yet: its trigger has not run. */
export const BEFORE_DELIVERY: Omit<DeskRule, "words" | "confirmation"> & {
  words: (context: DeskWordsContext) => string;
} = {
  attention: "whenNotOnItsWay",
  action: "resend",
  words: ({ notOnItsWay }) =>
    notOnItsWay ? `Not queued after ${NOT_ON_ITS_WAY_AFTER_WORDS}` : "Waiting for the queue",
};

/** The states whose desk rule says `attention`, in the table's order. */
export const statesWhere = (attention: Attention): DeliveryState[] =>
  (Object.keys(DELIVERY_STATES) as DeliveryState[]).filter(
    (state) => DELIVERY_STATES[state].desk.attention === attention,
  );

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
