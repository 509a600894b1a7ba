// What the sales desk and the callable `deskLeadAction` say to each other: the request, the
// answer and the record each action leaves on a lead. Browser-safe (the desk imports it).
import type { QUOTE_ACTION } from "./quote-api.js";

/** What a salesperson can do to a lead, and the states each one is for. */
export const DESK_ACTIONS = ["resend", "release", "sendAnyway"] as const;
export type DeskAction = (typeof DESK_ACTIONS)[number];

/** Most leads one call may name (a page of the desk's list). */
export const MAX_LEADS_PER_ACTION = 100;

/** The callable's request data. */
export interface DeskActionRequest {
  action: DeskAction;
  /** 1 to MAX_LEADS_PER_ACTION lead ids; repeats count once. */
  leadIds: string[];
}

/** The callable's answer: what it queued (in which round) and what it refused, and why. */
export interface DeskActionResponse {
  queued: { leadId: string; round: number }[];
  refused: { leadId: string; why: string }[];
}

/** The record "Copy pay link" leaves (deskPayLink): who was given a link to send, and when. */
export const PAY_LINK_ACTION = "payLink";
/** The record "Send balance invoice" leaves (sendBalanceInvoice): who invoiced the balance, and when. */
export const BALANCE_INVOICE_ACTION = "balanceInvoice";

/** What the desk's "Copy pay link" asks deskPayLink, and its answer. */
export interface DeskPayLinkRequest {
  leadId: string;
}
export interface DeskPayLinkResponse {
  /** The page the prospect pays on: /pay/<token>. */
  url: string;
  /** When the link stops working (ISO 8601). */
  expiresAt: string;
}

/** The record "Mark handled" leaves (deskMoneyHandled): who closed the money case, and why. */
export const MONEY_HANDLED_ACTION = "moneyHandled";

/** What the desk's "Mark handled" asks deskMoneyHandled, and its answer. */
export interface DeskMoneyHandledRequest {
  leadId: string;
  /** Why the case is closed (required: the audit's point), 1–500 characters. */
  reason: string;
}
export interface DeskMoneyHandledResponse {
  /** The changes of money marked handled (history keys). */
  handled: string[];
}

/** One entry of a lead's `deskActions` array. */
export interface DeskActionRecord {
  action:
    | DeskAction
    | typeof PAY_LINK_ACTION
    | typeof BALANCE_INVOICE_ACTION
    | typeof QUOTE_ACTION
    | typeof MONEY_HANDLED_ACTION;
  /** The caller's e-mail as their ID token has it (null for an account without one). */
  byEmail: string | null;
  byUid: string;
  at: Date;
  /** Why, when the action asks for one (Mark handled). */
  reason?: string;
}
