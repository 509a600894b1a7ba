// A quote's e-mail to the prospect (MAIL_KINDS.quote, queued by the desk's deskCreateQuote once
// the quote is written, one task per quote). It goes only while that quote is still the lead's:
// a quote replaced before its turn is DECLINED (the newer one has its own e-mail). It carries the
// signed /quote/<token> link, made here as the confirmation makes its pay link.
import { readAgreement } from "../shared/agreement.js";
import { leadReference } from "../leads/derive-reference.js";
import { type PayLinkSecret } from "../payments/pay-link.js";
import { quoteLinkUrl, signQuoteLink } from "../payments/quote-link.js";
import { quoteMailKey, quoteTemplateParams } from "../payments/quote-mail-params.js";
import { claim, ready, transmit, type MailDeps, type MailHandler } from "./mail-steps.js";

export interface QuoteMailDeps extends MailDeps {
  /** The quote e-mail's template; undefined: quote e-mails are turned off. */
  quoteTemplateId: string | undefined;
  /** Signs the link (PAY_LINK_SECRET); undefined: no link can be made, so no e-mail. */
  payLinkSecret: PayLinkSecret | undefined;
  /** The site the link opens (the quote page is the site's, not the desk's). */
  quoteSiteOrigin: string;
}

/** Sends the task's quote to the prospect once, if it is still the lead's, and records it. */
export const sendQuoteMail: MailHandler<QuoteMailDeps> = async (task, attempt, deps) => {
  const owned = await claim(task, "quote", deps);
  if (owned.kind !== "claimed") return "done";
  const agreement = readAgreement(owned.lead.agreement);
  const templateId = deps.quoteTemplateId;
  const current = agreement?.source === "quote" && quoteMailKey(agreement.agreedAt) === task.change;
  const why = !templateId
    ? "quote e-mails are turned off"
    : !current || !agreement?.validUntil
      ? "the quote was replaced before it was mailed"
      : !deps.payLinkSecret
        ? "PAY_LINK_SECRET is not set"
        : undefined;
  if (why || !agreement?.validUntil || !deps.payLinkSecret || !templateId) {
    await owned.record({
      state: "DECLINED",
      info: { status: 0, text: `Quote e-mail not sent: ${why ?? "nothing to send"}` },
      endTime: deps.clock.now(),
    });
    return "DECLINED";
  }
  const prepared = await ready(owned, deps);
  if ("outcome" in prepared) return prepared.outcome;
  const { leadId } = task;
  const token = signQuoteLink(
    { leadId, agreedAt: agreement.agreedAt, validUntil: agreement.validUntil },
    deps.payLinkSecret,
  );
  const params = quoteTemplateParams(
    { emailAddress: prepared.checked.lead.emailAddress, reference: leadReference(leadId) },
    agreement,
    owned.lead.quoteNote ?? "",
    quoteLinkUrl(deps.quoteSiteOrigin, token),
  );
  return transmit(owned, attempt, (transport) => transport.send(params, templateId), prepared.deps);
};
