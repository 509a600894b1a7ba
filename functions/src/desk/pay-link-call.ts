// The desk's "Copy pay link", behind the callable `deskPayLink`: the caller must be a
// salesperson (the sales claim, checked now with Auth as for every desk action); the link itself
// is the payments' (payments/issue-pay-link.ts), and who asked is recorded on the lead.
import { PAY_LINK_ACTION } from "../shared/desk-api.js";
import { issuePayLink } from "../payments/issue-pay-link.js";
import { salesAskCallable } from "./desk-action.js";

/** Checks the salesperson and the lead id, then issues the link; throws HttpsError. */
export const runDeskPayLink = salesAskCallable(PAY_LINK_ACTION, issuePayLink);
