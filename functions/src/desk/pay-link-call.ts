// The desk's "Copy pay link", behind the callable `deskPayLink`: the caller must be a
// salesperson (the sales claim, checked now with Auth as for every desk action); the link itself
// is the payments' (payments/issue-pay-link.ts), and who asked is recorded on the lead.
import {
  PAY_LINK_ACTION,
  type DeskActionRecord,
  type DeskPayLinkResponse,
} from "../shared/desk-api.js";
import { issuePayLink, type IssuePayLinkDeps } from "../payments/issue-pay-link.js";
import { actionRecord, requireSalesLeadCall, type DeskActionCall } from "./desk-action.js";

export interface DeskPayLinkDeps extends IssuePayLinkDeps {
  currentClaims(uid: string): Promise<Readonly<Record<string, unknown>> | undefined>;
  recordAction(leadId: string, record: DeskActionRecord): Promise<void>;
}

/** Checks the salesperson and the lead id, then issues the link; throws HttpsError. */
export async function runDeskPayLink(
  call: DeskActionCall,
  deps: DeskPayLinkDeps,
): Promise<DeskPayLinkResponse> {
  const { caller, leadId } = await requireSalesLeadCall(call, deps);
  return issuePayLink(
    {
      leadId,
      byUid: caller.uid,
      recordAsked: (at) => deps.recordAction(leadId, actionRecord(PAY_LINK_ACTION, caller, at)),
    },
    deps,
  );
}
