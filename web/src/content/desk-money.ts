// The desk's words for a lead's money case and its changes of money (web/desk/lead/): each
// change with its note to sales and how that note went, and "Mark handled" with its reason.
import { MONEY_HANDLED_REASON_MAX } from "@shared/money-case";

export const deskMoneyCopy = {
  /** A note's delivery, after the change it is about. */
  note: {
    SUCCESS: "note sent to sales",
    QUEUED: "note queued",
    PROCESSING: "note being sent",
    RETRY: "note retrying",
    ERROR: "note failed",
    DECLINED: "note not sent: payment notes are turned off",
    SKIPPED: "note not sent: mail is not configured",
    HELD: "note held: mail limit reached",
    DUPLICATE: "note not sent (a duplicate)",
  } as Record<string, string>,
  /** A change that is not mailed (the desk shows it, nobody is told). */
  notMailed: "not mailed",
  /** A mailed change without a note on the lead (recorded before notes were kept per change). */
  noNote: "no note recorded",
  /** The case: what waits for a person, or that it was closed. */
  open: (count: number) =>
    `${count === 1 ? "One change of money waits" : `${count} changes of money wait`} for a person: mark the case handled once it is dealt with.`,
  handledBy: (who: string, when: string, reason: string) =>
    `Marked handled by ${who} on ${when}: “${reason}”`,
  reasonLabel: "What was done about it",
  reasonHint: `Required, kept on the lead: e.g. “Refunded the double payment in Stripe (re_…), client told by phone”. Up to ${MONEY_HANDLED_REASON_MAX} characters.`,
  button: "Mark handled",
  marking: "Closing the case…",
  marked: "Marked handled: the lead leaves Needs attention until money moves again.",
  failed: "Not marked handled:",
  /** How the lead's `deskActions` names it. */
  recorded: "Money case marked handled",
};
