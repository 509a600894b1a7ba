// Every log line the lead-mail functions write. They carry the lead id and the outcome only:
// never the visitor's e-mail address or phone number, never a key.
//
// Alerts: every entry that needs a person is written at severity ERROR with
// `alert: "lead-mail"` and one of the stable messages in ALERTS, so one Cloud Logging
// log-based alert (docs/lead-pipeline.md, "Alerts") matches all of them and nothing else. Each also carries
// `deskUrl`, the one link the alert e-mail shows (the lead's page on the sales desk when it
// names one lead, else the desk), and `deskLeadUrl` beside every lead id it names.
import { logger } from "firebase-functions";
import { DESK_ORIGIN, PAY_LINK_SECRET_MIN_BYTES } from "./config.js";
import type { DeliveryState, DeliveryStatus, QueueReason } from "../shared/delivery.js";
import { MAIL_KINDS, type MailKind } from "../shared/mail-kinds.js";
import { DESK_PATH, deskLeadUrl } from "../shared/desk-links.js";

/** The stable messages of alert entries; a log-based alert matches `jsonPayload.alert`. */
export const ALERTS = {
  /** Each kind of e-mail's own, when it ends in ERROR (its MAIL_KINDS entry words it). */
  leadFailed: MAIL_KINDS.sales.failedAlert,
  autoReplyFailed: MAIL_KINDS.confirmation.failedAlert,
  paymentNoteFailed: MAIL_KINDS.paymentNote.failedAlert,
  paymentChangeFailed: MAIL_KINDS.paymentChange.failedAlert,
  stuckLeads: "Lead mail alert: the watchdog found leads stuck on their way to sales",
  flood: "Lead mail alert: lead flood, the hourly mail budget is used up and leads are HELD",
  /** Followed by ": N leads held" (N also in `held`). */
  quotaReached: "EmailJS monthly quota reached",
  accountNotFound: "EmailJS answered 404 Account not found: check the keys, or EmailJS is down",
  quotaNearlyUsed: "Lead mail alert: 80 % of the EmailJS monthly quota is used",
  paymentMismatch:
    "Payment alert: Stripe took a different amount or currency than the checkout opened with",
  paymentRefunded: "Payment alert: a payment was refunded",
  paymentDisputed: "Payment alert: a card holder disputed a payment",
  paymentDisputeClosed: "Payment alert: the bank decided a dispute (won or lost)",
  paymentFailed: "Payment alert: a delayed payment failed",
  paymentOtherSession:
    "Payment alert: a payment arrived on a session that is not the lead's current one",
  paymentBalanceFailed: "Payment alert: a client's payment of their balance invoice failed",
  paymentBalanceWrittenOff: "Payment alert: a balance invoice was written off (uncollectible)",
  paymentOverpaid:
    "Payment alert: a client paid an invoice the lead no longer shows (an overpayment to refund)",
  paymentUnknownLead: "Payment alert: a Stripe event names a lead we do not have",
  paymentUnknownSession:
    "Payment alert: Stripe holds a paid checkout that names no lead we have (found by the reconciler)",
  payLinkSecretTooShort:
    "Payment alert: PAY_LINK_SECRET is shorter than 32 bytes, so no pay link is signed with it",
  overviewDrift:
    "Overview alert: the desk overview's weekly rollup differed from the leads and was repaired",
} as const;
/** Each payment alert's message, by what it is about. */
const PAYMENT_ALERT_MESSAGES = {
  mismatch: ALERTS.paymentMismatch,
  refund: ALERTS.paymentRefunded,
  dispute: ALERTS.paymentDisputed,
  disputeClosed: ALERTS.paymentDisputeClosed,
  failed: ALERTS.paymentFailed,
  otherSession: ALERTS.paymentOtherSession,
  balanceFailed: ALERTS.paymentBalanceFailed,
  balanceWrittenOff: ALERTS.paymentBalanceWrittenOff,
  overpaid: ALERTS.paymentOverpaid,
  unknownLead: ALERTS.paymentUnknownLead,
  unknownSession: ALERTS.paymentUnknownSession,
} as const;
/**
 * What a payment alert is about: a change of a lead's money a person must hear of (decided by
 * payments/payment-change.ts), or a Stripe object that names no lead we have.
 */
export type PaymentAlertKind = keyof typeof PAYMENT_ALERT_MESSAGES;

/** The value of `jsonPayload.alert` on every alert entry. */
export const ALERT_LABEL = "lead-mail";

/** A lead the watchdog found stuck, and why. */
export interface StuckLead {
  leadId: string;
  why: string;
}

export interface Logs {
  queued(leadId: string, round: number, reason: QueueReason, taskId: string): void;
  alreadyQueued(leadId: string, taskId: string): void;
  alreadyHandled(leadId: string, state: DeliveryState): void;
  leaseHeld(leadId: string, leaseExpireTime: Date | null): void;
  missing(leadId: string): void;
  leaseLost(leadId: string): void;
  /** EmailJS accepted the lead's `kind` of e-mail. */
  sent(leadId: string, attempts: number, result: DeliveryStatus, kind: MailKind): void;
  retrying(leadId: string, attempts: number, result: DeliveryStatus, nextAttemptAt: Date): void;
  skipped(leadId: string, missing: string[]): void;
  /** The lead's `kind` of e-mail ended in ERROR: alerts, in that kind's words. */
  failed(leadId: string, attempts: number, result: DeliveryStatus, kind: MailKind): void;
  /** The same brief as an earlier lead: kept as DUPLICATE, not mailed. */
  duplicate(leadId: string, duplicateOf: string): void;
  /** Over the hourly budget: kept as HELD; the first hold in an hour alerts ("lead flood"). */
  held(leadId: string, firstHold: boolean): void;
  /** EmailJS's monthly quota is used up: the lead is HELD; `alert` once an hour, with the count. */
  quotaHeld(leadId: string, held: number, result: DeliveryStatus, alert: boolean): void;
  /** EmailJS answered 404 (retried like an outage); `alert` for the first one in an hour. */
  accountNotFound(leadId: string, result: DeliveryStatus, alert: boolean): void;
  /** The month's count reached the alert mark (80 %): alerts. */
  quotaNearlyUsed(sent: number, monthly: number): void;
  /** The relay guard kept a confirmation back. */
  declined(leadId: string, why: string): void;
  /** The watchdog re-queued leads: alerts when there were any. */
  watchdog(scanned: number, stuck: StuckLead[]): void;
  /** A salesperson's desk action (deskLeadAction): what it queued and refused. */
  deskAction(
    uid: string,
    action: string,
    queued: { leadId: string; round: number }[],
    refused: { leadId: string; why: string }[],
  ): void;
  /** A salesperson was given a lead's pay link (deskPayLink); the link itself is never logged. */
  deskPayLink(uid: string, leadId: string, expiresAt: string): void;
  /** A pay link for the lead was not signed: PAY_LINK_SECRET is too short. Alerts. */
  payLinkSecretTooShort(leadId: string): void;
  /** deskLeadAction refused a caller without the sales claim (uid undefined: not signed in). */
  deskActionDenied(uid: string | undefined): void;
  /**
   * A payment change that needs a person (mismatch, refund, dispute, a failed or written-off
   * balance, unknown lead): alerts.
   */
  paymentAlert(kind: PaymentAlertKind, leadId: string, fields: Record<string, unknown>): void;
  /** What a reconciler run looked at and repaired (payments/reconcile-payments.ts). */
  reconciled(summary: Record<string, unknown>): void;
  /** What the payments did (an event applied or ignored, a session opened). */
  payment(message: string, fields: Record<string, unknown>): void;
  /** Stripe is not configured: the checkout keeps the e-mailed invoice (logged once at start). */
  paymentsOff(missing: string[]): void;
  /**
   * The daily check of the overview's rollup (overview/rollup-drift.ts): `drift` lists what
   * differed from the leads (repaired); alerts when it is not empty.
   */
  overviewChecked(week: string, drift: string[]): void;
}

/**
 * Logs through the Cloud Functions logger (structured, shows in Cloud Logging), with desk links
 * on `siteOrigin()` (the DESK_ORIGIN param, read when an alert is written).
 */
export function createLogs(siteOrigin: () => string): Logs {
  const origin = () => siteOrigin().replace(/\/+$/, "");
  /**
   * An alert entry. `leadId`: the lead it names (its link goes beside it); `deskUrl` opens that
   * lead's page, or the desk itself when the alert is about more leads than the one it names.
   */
  const alert = (
    message: string,
    fields: Record<string, unknown>,
    leadId?: string,
    aboutMore = false,
  ) => {
    const lead = leadId === undefined ? undefined : deskLeadUrl(origin(), leadId);
    logger.error(message, {
      alert: ALERT_LABEL,
      ...fields,
      ...(lead && { deskLeadUrl: lead }),
      deskUrl: lead && !aboutMore ? lead : `${origin()}${DESK_PATH}`,
    });
  };
  /** A line about what became of one lead's mail (not an alert): its outcome and `fields`. */
  const outcome = (
    level: "info" | "warn",
    message: string,
    leadId: string,
    state: DeliveryState,
    fields: Record<string, unknown>,
  ) => logger[level](message, { leadId, outcome: state, ...fields });
  return {
    queued: (leadId, round, reason, taskId) =>
      logger.info("lead mail: queued", { leadId, round, reason, taskId }),
    alreadyQueued: (leadId, taskId) =>
      logger.info("lead mail: the task already exists, nothing to add", { leadId, taskId }),
    alreadyHandled: (leadId, state) =>
      logger.info("lead mail: already handled, nothing to do", { leadId, state }),
    leaseHeld: (leadId, leaseExpireTime) =>
      logger.info("lead mail: another task is sending this lead", {
        leadId,
        leaseExpireTime: leaseExpireTime?.toISOString(),
      }),
    missing: (leadId) => logger.warn("lead mail: lead no longer exists", { leadId }),
    leaseLost: (leadId) =>
      logger.warn("lead mail: lease taken over by another task, stopping", { leadId }),
    sent: (leadId, attempts, result, kind) =>
      outcome("info", MAIL_KINDS[kind].sentLog, leadId, "SUCCESS", { attempts, ...result }),
    retrying: (leadId, attempts, result, nextAttemptAt) =>
      outcome("warn", "lead mail: transient failure, Cloud Tasks will retry", leadId, "RETRY", {
        attempts,
        nextAttemptAt: nextAttemptAt.toISOString(),
        ...result,
      }),
    skipped: (leadId, missing) =>
      outcome(
        "warn",
        "lead mail: EmailJS is not configured in the emulators, lead kept unmailed",
        leadId,
        "SKIPPED",
        { missing },
      ),
    failed: (leadId, attempts, result, kind) =>
      alert(
        MAIL_KINDS[kind].failedAlert,
        { leadId, outcome: "ERROR", attempts, ...result },
        leadId,
      ),
    duplicate: (leadId, duplicateOf) =>
      outcome(
        "info",
        "lead mail: same brief as an earlier lead, kept as DUPLICATE",
        leadId,
        "DUPLICATE",
        {
          duplicateOf,
        },
      ),
    held: (leadId, firstHold) => {
      if (firstHold) alert(ALERTS.flood, { leadId, outcome: "HELD" }, leadId, true);
      else outcome("warn", "lead mail: over the hourly budget, kept as HELD", leadId, "HELD", {});
    },
    quotaHeld: (leadId, held, result, raise) => {
      if (raise)
        alert(
          `${ALERTS.quotaReached}: ${held} leads held`,
          { leadId, held, ...result },
          leadId,
          true,
        );
      else
        outcome("warn", "lead mail: EmailJS monthly quota reached, kept as HELD", leadId, "HELD", {
          held,
          ...result,
        });
    },
    accountNotFound: (leadId, result, raise) => {
      if (raise) alert(ALERTS.accountNotFound, { leadId, outcome: "RETRY", ...result }, leadId);
    },
    quotaNearlyUsed: (sent, monthly) => alert(ALERTS.quotaNearlyUsed, { sent, monthly }),
    declined: (leadId, why) =>
      outcome("info", "lead mail: confirmation not sent (relay guard)", leadId, "DECLINED", {
        why,
      }),
    watchdog: (scanned, stuck) => {
      if (stuck.length === 0) logger.info("lead mail watchdog: nothing stuck", { scanned });
      else
        alert(ALERTS.stuckLeads, {
          scanned,
          count: stuck.length,
          stuck: stuck.map((lead) => ({
            ...lead,
            deskLeadUrl: deskLeadUrl(origin(), lead.leadId),
          })),
        });
    },
    deskAction: (uid, action, queued, refused) =>
      logger.info("sales desk: action", { uid, action, queued, refused }),
    deskPayLink: (uid, leadId, expiresAt) =>
      logger.info("sales desk: pay link made", { uid, leadId, expiresAt }),
    payLinkSecretTooShort: (leadId) =>
      alert(ALERTS.payLinkSecretTooShort, { leadId, minBytes: PAY_LINK_SECRET_MIN_BYTES }, leadId),
    deskActionDenied: (uid) =>
      logger.warn("sales desk: action refused, the caller has no sales claim", {
        uid: uid ?? null,
      }),
    paymentAlert: (kind, leadId, fields) => {
      const message = PAYMENT_ALERT_MESSAGES[kind];
      const named = kind !== "unknownLead" && kind !== "unknownSession";
      alert(message, { leadId, ...fields }, named ? leadId : undefined);
    },
    payment: (message, fields) => logger.info(`payments: ${message}`, fields),
    reconciled: (summary) => logger.info("payments: reconciler run", summary),
    paymentsOff: (missing) =>
      logger.warn("payments: Stripe is not configured, the checkout keeps the e-mailed invoice", {
        missing,
      }),
    overviewChecked: (week, drift) => {
      if (drift.length === 0) logger.info("overview rollup: week matches the leads", { week });
      else alert(ALERTS.overviewDrift, { week, drift }, undefined, true);
    },
  };
}

/** The functions' logs: desk links on the desk's own origin (DESK_ORIGIN). */
export const functionsLogs: Logs = createLogs(() => DESK_ORIGIN.value());
