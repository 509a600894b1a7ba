// The desk's "Copy pay link", behind the callable `deskPayLink`: for a salesperson (the sales
// claim, checked now with Auth as for every desk action) it signs a pay link for one lead
// (payments/pay-link.ts) and records on the lead who was given one, and when (`deskActions`),
// so a link that reached someone else can be traced. It refuses a lead we do not have; a
// lead that owes nothing still gets its link (the page then says it is paid).
import { HttpsError } from "firebase-functions/v2/https";
import {
  PAY_LINK_ACTION,
  type DeskActionRecord,
  type DeskPayLinkResponse,
} from "../shared/desk-api.js";
import type { Clock } from "../platform/clock.js";
import type { Logs } from "../platform/logs.js";
import {
  PAY_LINK_DAYS,
  payLinkUrl,
  PayLinkSecretTooShort,
  signPayLink,
  type PayLinkSecret,
} from "../leads/pay-link.js";
import { actionRecord, requireSalesLeadCall, type DeskActionCall } from "./desk-action.js";

export interface DeskPayLinkDeps {
  clock: Clock;
  logs: Logs;
  currentClaims(uid: string): Promise<Readonly<Record<string, unknown>> | undefined>;
  leadExists(leadId: string): Promise<boolean>;
  recordAction(leadId: string, record: DeskActionRecord): Promise<void>;
  /** Undefined when PAY_LINK_SECRET is not set. */
  payLinkSecret: PayLinkSecret | undefined;
  siteOrigin: string;
}

/** Signs a pay link for the lead the salesperson named, and records that they asked. */
export async function runDeskPayLink(
  call: DeskActionCall,
  deps: DeskPayLinkDeps,
): Promise<DeskPayLinkResponse> {
  const { caller, leadId } = await requireSalesLeadCall(call, deps);
  if (!deps.payLinkSecret)
    throw new HttpsError(
      "failed-precondition",
      "Pay links are off: PAY_LINK_SECRET is not set (docs/payments.md).",
    );
  if (!(await deps.leadExists(leadId)))
    throw new HttpsError("not-found", "There is no such lead (erased, or never received).");
  const now = deps.clock.now();
  let token;
  try {
    token = signPayLink(leadId, now, deps.payLinkSecret);
  } catch (error) {
    if (!(error instanceof PayLinkSecretTooShort)) throw error;
    deps.logs.payLinkSecretTooShort(leadId);
    throw new HttpsError(
      "failed-precondition",
      "Pay links are off: PAY_LINK_SECRET is shorter than 32 bytes (docs/operations.md).",
    );
  }
  await deps.recordAction(leadId, actionRecord(PAY_LINK_ACTION, caller, now));
  const expiresAt = new Date(now.getTime() + PAY_LINK_DAYS * 86_400_000).toISOString();
  deps.logs.deskPayLink(caller.uid, leadId, expiresAt);
  return { url: payLinkUrl(deps.siteOrigin, token), expiresAt };
}
