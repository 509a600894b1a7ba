// The desk's "Copy pay link", behind the callable `deskPayLink`: the caller must be a
// salesperson (the sales claim, checked now with Auth as for every desk action); the link itself
// is the payments' (payments/issue-pay-link.ts), and who asked is recorded on the lead.
import { PAY_LINK_ACTION, type DeskPayLinkResponse } from "../shared/desk-api.js";
import { issuePayLink, type IssuePayLinkDeps } from "../payments/issue-pay-link.js";
import { salesAsk, type DeskActionCall, type SalesAskDeps } from "./desk-action.js";

export type DeskPayLinkDeps = IssuePayLinkDeps & SalesAskDeps;

/** Checks the salesperson and the lead id, then issues the link; throws HttpsError. */
export async function runDeskPayLink(
  call: DeskActionCall,
  deps: DeskPayLinkDeps,
): Promise<DeskPayLinkResponse> {
  return issuePayLink(await salesAsk(call, deps, PAY_LINK_ACTION), deps);
}
