// A pay link issued to a salesperson (the desk's "Copy pay link", the callable `deskPayLink`;
// desk/pay-link-call.ts checks the caller and hands over here): it signs a pay link for one
// lead (pay-link.ts) and records on the lead who was given one, and when (`deskActions`),
// so a link that reached someone else can be traced. It refuses a lead we do not have; a
// lead that owes nothing still gets its link (the page then says it is paid).
import { HttpsError } from "firebase-functions/v2/https";
import type { DeskPayLinkResponse } from "../shared/desk-api.js";
import type { Clock } from "../platform/clock.js";
import type { Logs } from "../platform/logs.js";
import { PAY_LINK_DAYS, payLinkUrl, signPayLink } from "./pay-link.js";

export interface IssuePayLinkDeps {
  clock: Clock;
  logs: Logs;
  leadExists(leadId: string): Promise<boolean>;
  /** Undefined when PAY_LINK_SECRET is not set. */
  payLinkSecret: string | undefined;
  siteOrigin: string;
}

/** Who asked for the link: a salesperson the desk checked (desk/pay-link-call.ts). */
export interface PayLinkAsker {
  leadId: string;
  byUid: string;
  /** Records on the lead that they were given a link, at `at`. */
  recordAsked(at: Date): Promise<void>;
}

/** Signs a pay link for the lead the salesperson named, and records that they asked. */
export async function issuePayLink(
  asker: PayLinkAsker,
  deps: IssuePayLinkDeps,
): Promise<DeskPayLinkResponse> {
  const { leadId } = asker;
  if (!deps.payLinkSecret)
    throw new HttpsError(
      "failed-precondition",
      "Pay links are off: PAY_LINK_SECRET is not set (docs/payments.md).",
    );
  if (!(await deps.leadExists(leadId)))
    throw new HttpsError("not-found", "There is no such lead (erased, or never received).");
  const now = deps.clock.now();
  const token = signPayLink(leadId, now, deps.payLinkSecret);
  await asker.recordAsked(now);
  const expiresAt = new Date(now.getTime() + PAY_LINK_DAYS * 86_400_000).toISOString();
  deps.logs.deskPayLink(asker.byUid, leadId, expiresAt);
  return { url: payLinkUrl(deps.siteOrigin, token), expiresAt };
}
