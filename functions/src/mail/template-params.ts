// What the e-mails carry: the EmailJS template variables built from a stored lead, once it
// passed the lead check (leads/check-lead.ts). Every variable is a
// flat string, empty when the lead has nothing for it (docs/lead-pipeline.md, "Template variables").
import { deskLeadUrl } from "../shared/desk-links.js";
import { mailtoHref, replyToAddress } from "../shared/mail-address.js";
import { LEAD_FIELDS, LEAD_SOURCE_KEYS, type Lead } from "../shared/lead.js";
import { checkLead } from "../leads/check-lead.js";
import type { StoredLead } from "../leads/lead-store.js";
import { PLAN_LABELS } from "../shared/plan-labels.js";
import {
  balanceCents,
  cataloguePlan,
  checkoutAmountCents,
  formatCents,
  leadPathOf,
} from "../shared/payment-amounts.js";
import { leadReference } from "../leads/derive-reference.js";

export type ParamsResult =
  { ok: true; lead: Lead; value: Record<string, string> } | { ok: false; problems: string };

/** An earlier brief from the same address, when this one updates it. */
export interface PreviousBrief {
  leadId: string;
  at: Date;
}

/**
 * Every variable the sales e-mail is sent with, in the order templateParams sets them (a unit
 * test holds the two equal; the templates' contract test reads this list).
 */
export const SALES_TEMPLATE_VARIABLES = [
  "leadId",
  "reference",
  "createdAt",
  ...LEAD_FIELDS,
  "replyTo",
  "emailHref",
  "planId",
  "plan",
  ...LEAD_SOURCE_KEYS,
  "leadUrl",
  "updatedBrief",
  "previousLeadId",
  "repeatNotice",
] as const;
export type SalesTemplateVariable = (typeof SALES_TEMPLATE_VARIABLES)[number];

/**
 * The template variables: the six answers, leadId, reference (the short one), createdAt (ISO), replyTo (the address,
 * normalised: the template's Reply-To), emailHref (a mailto link to it, encoded), planId and plan ("Name —
 * $price" as the pricing page shows it), the seven source keys, leadUrl (the lead's page on the
 * desk at `siteOrigin`), updatedBrief/previousLeadId and repeatNotice (both set later, if ever).
 */
export function templateParams(leadId: string, lead: StoredLead, siteOrigin: string): ParamsResult {
  const checked = checkLead(leadId, lead);
  if (!checked.ok) return checked;
  const { lead: data, createdAt } = checked;
  const value: Record<string, string> = {
    leadId,
    reference: leadReference(leadId),
    createdAt: createdAt.toISOString(),
  };
  for (const field of LEAD_FIELDS) value[field] = data[field];
  value.replyTo = replyToAddress(data.emailAddress);
  value.emailHref = mailtoHref(data.emailAddress);
  value.planId = data.plan ?? "";
  value.plan = data.plan
    ? (PLAN_LABELS[data.plan] ?? `${data.plan} (not on the pricing page)`)
    : "";
  for (const key of LEAD_SOURCE_KEYS) value[key] = data.source?.[key] ?? "";
  value.leadUrl = deskLeadUrl(siteOrigin, leadId);
  value.updatedBrief = "";
  value.previousLeadId = "";
  value.repeatNotice = "";
  return { ok: true, lead: data, value };
}

/** Marks the params as an update of an earlier brief from the same address. */
export function withPreviousBrief(
  params: Record<string, string>,
  previous: PreviousBrief | undefined,
): Record<string, string> {
  if (!previous) return params;
  return {
    ...params,
    previousLeadId: previous.leadId,
    updatedBrief:
      `Updated brief: this address sent a different brief on ${previous.at.toISOString().slice(0, 10)} ` +
      `(lead ${previous.leadId}). Treat this one as the current version.`,
  };
}

/**
 * Every variable the prospect's confirmation is sent with: nothing the visitor typed but the
 * address, and no document id (it is no business of the prospect's, and an id in a mail to an
 * address anyone can type would be text a stranger chose, had the rules not fixed its shape).
 * The brief is named by its short reference; the path flags pick the next steps the mail tells
 * (one of pathFull, pathDeposit, pathQuote is "yes", the others empty), with the amounts.
 */
export const AUTO_REPLY_TEMPLATE_VARIABLES = [
  "emailAddress",
  "plan",
  "reference",
  "payUrl",
  "pathFull",
  "pathDeposit",
  "pathQuote",
  "amountNow",
  "balanceLater",
] as const;

/** A variable of the confirmation. */
export type AutoReplyVariable = (typeof AUTO_REPLY_TEMPLATE_VARIABLES)[number];

/**
 * The confirmation's variables: the address it goes to (its To), the plan's label from our
 * own list (empty for none or an unknown id), the lead's short reference, its pay link (empty
 * when there is nothing to pay now, or no link key), the path and what it charges now and at
 * delivery, from the catalogue. No other answer goes out, so the confirmation cannot carry a
 * stranger's text to whatever address was typed.
 */
export function autoReplyTemplateParams(
  leadId: string,
  lead: Pick<Lead, "emailAddress" | "plan">,
  payUrl: string,
): Record<AutoReplyVariable, string> {
  const path = leadPathOf(lead.plan);
  const plan = cataloguePlan(lead.plan);
  const yes = (flag: boolean) => (flag ? "yes" : "");
  return {
    emailAddress: lead.emailAddress,
    plan: (lead.plan && PLAN_LABELS[lead.plan]) ?? "",
    reference: leadReference(leadId),
    payUrl: path === "quote" ? "" : payUrl,
    pathFull: yes(path === "full"),
    pathDeposit: yes(path === "deposit"),
    pathQuote: yes(path === "quote"),
    amountNow: plan ? formatCents(checkoutAmountCents(plan)) : "",
    balanceLater: plan ? formatCents(balanceCents(plan)) : "",
  };
}
