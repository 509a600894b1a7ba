// Every log line notifyLead writes. They carry the lead id and the outcome only: never the
// visitor's e-mail address or phone number, never a key.
import { logger } from "firebase-functions";
import type { DeliveryState, DeliveryStatus } from "./delivery.js";

export interface Logs {
  alreadyHandled(leadId: string, state: DeliveryState): void;
  leaseHeld(leadId: string, state: DeliveryState, leaseExpireTime: Date | null): void;
  missing(leadId: string): void;
  invalid(leadId: string, problems: string): void;
  notConfigured(leadId: string): void;
  sent(leadId: string, attempts: number, result: DeliveryStatus): void;
  retrying(leadId: string, attempts: number, result: DeliveryStatus, delayMs: number): void;
  failed(leadId: string, attempts: number, result: DeliveryStatus): void;
  leaseLost(leadId: string): void;
  eventTooOld(leadId: string, ageMs: number): void;
  swept(leadId: string, report: SweepSummary): void;
  sweepFailed(leadId: string, reason: string): void;
}

/** Counts only (no lead data): what a sweep started by `leadId`'s invocation did. */
export interface SweepSummary {
  scanned: number;
  attempted: number;
  outcomes: Record<string, number>;
}

/** Logs through the Cloud Functions logger (structured, shows in Cloud Logging). */
export const functionsLogs: Logs = {
  alreadyHandled: (leadId, state) =>
    logger.info("notifyLead: already handled, nothing to do", { leadId, state }),
  leaseHeld: (leadId, state, leaseExpireTime) =>
    logger.info("notifyLead: another invocation holds the lead", {
      leadId,
      state,
      leaseExpireTime: leaseExpireTime?.toISOString(),
    }),
  missing: (leadId) => logger.warn("notifyLead: lead no longer exists", { leadId }),
  invalid: (leadId, problems) =>
    logger.error("notifyLead: invalid lead, not sent", { leadId, outcome: "ERROR", problems }),
  notConfigured: (leadId) =>
    logger.warn("notifyLead: EmailJS is not configured, lead kept but not mailed", {
      leadId,
      outcome: "SKIPPED",
    }),
  sent: (leadId, attempts, result) =>
    logger.info("notifyLead: e-mail sent", { leadId, outcome: "SUCCESS", attempts, ...result }),
  retrying: (leadId, attempts, result, delayMs) =>
    logger.warn("notifyLead: transient failure, will retry", {
      leadId,
      outcome: "RETRY",
      attempts,
      delayMs,
      ...result,
    }),
  failed: (leadId, attempts, result) =>
    logger.error("notifyLead: e-mail not sent", { leadId, outcome: "ERROR", attempts, ...result }),
  leaseLost: (leadId) =>
    logger.warn("notifyLead: lease taken over by another invocation, stopping", { leadId }),
  eventTooOld: (leadId, ageMs) =>
    logger.error("notifyLead: event too old, giving up redelivery", { leadId, ageMs }),
  swept: (leadId, report) =>
    logger.info("notifyLead: swept other waiting leads", { leadId, ...report }),
  sweepFailed: (leadId, reason) =>
    logger.warn("notifyLead: sweep could not finish, the lead keeps its own event", {
      leadId,
      reason,
    }),
};
