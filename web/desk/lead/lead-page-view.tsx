// One lead's page: the brief's answers, the plan, where the visit came from, the delivery
// timeline, the confirmation's state, the payment and its Stripe events, related leads and
// the action that fits.
import { deskLeadPath, DESK_PATH } from "@shared/desk-links";
import { PLAN_LABELS } from "@shared/plan-labels";
import { fieldSpec } from "@shared/lead-field-specs";
import { mailtoHref } from "@shared/mail-address";
import { useEffect, useState } from "react";
import { Link, useParams } from "react-router-dom";
import { deskCopy } from "~/content/desk";
import { ACTION_LABELS, applyAction } from "../list";
import { actionFor, autoReplyWords, deliveryWords, receivedTime } from "../delivery-words";
import type { Delivery } from "@shared/delivery";
import type { DeskLead } from "../desk-lead";
import { readSameAddress, watchLead } from "../data";
import {
  LEAD_FIELDS as ANSWER_FIELDS,
  LEAD_SOURCE_KEYS as SOURCE_FIELDS,
} from "@shared/lead-fields";
import { SOURCE_LABELS } from "../lead-source";
import { PaymentSection } from "./payment-section";
import { PayLinkButton } from "./pay-link-button";
import { QuoteForm } from "./quote-form";
import { payLinkCollects } from "./pay-link-offer";
import { ReferenceLine } from "./reference-line";
import { BALANCE_INVOICE_ACTION, MONEY_HANDLED_ACTION, PAY_LINK_ACTION } from "@shared/desk-api";
import { QUOTE_ACTION } from "@shared/quote-api";
import { deskMoneyCopy } from "~/content/desk-money";
import { deskQuoteCopy } from "~/content/desk-quote";
import { useClock } from "../list";
import styles from "../desk.module.css";

/** What a salesperson did, in words (an action this desk does not know yet: its name). */
const ACTION_WORDS: Readonly<Record<string, string>> = {
  ...ACTION_LABELS,
  [PAY_LINK_ACTION]: deskCopy.payLink.recorded,
  [BALANCE_INVOICE_ACTION]: deskCopy.balanceInvoice.recorded,
  [MONEY_HANDLED_ACTION]: deskMoneyCopy.recorded,
  [QUOTE_ACTION]: deskQuoteCopy.recorded,
};
const actionWords = (action: string) =>
  Object.hasOwn(ACTION_WORDS, action) ? (ACTION_WORDS[action] as string) : action;

type Loaded =
  | { status: "loading" }
  | { status: "missing" }
  | { status: "found"; lead: DeskLead }
  | { status: "failed"; message: string };

function useLead(leadId: string): Loaded {
  // Kept with the id it belongs to: a new id reads as loading until its first snapshot.
  const [loaded, setLoaded] = useState<{ leadId: string; value: Loaded }>({
    leadId,
    value: { status: "loading" },
  });
  useEffect(
    () =>
      watchLead(
        leadId,
        (lead) =>
          setLoaded({
            leadId,
            value: lead ? { status: "found", lead } : { status: "missing" },
          }),
        (message) => setLoaded({ leadId, value: { status: "failed", message } }),
      ),
    [leadId],
  );
  return loaded.leadId === leadId ? loaded.value : { status: "loading" };
}

/** Other leads from the lead's address, newest first (the one it updates among them). */
function useSameAddress(lead: DeskLead | null): DeskLead[] {
  const [leads, setLeads] = useState<DeskLead[]>([]);
  const email = lead?.answers.emailAddress;
  useEffect(() => {
    if (!email) return;
    let cancelled = false;
    void readSameAddress(email, 11).then(
      (found) => {
        if (!cancelled) setLeads(found);
      },
      () => undefined,
    );
    return () => {
      cancelled = true;
    };
  }, [email]);
  return leads.filter((other) => other.id !== lead?.id);
}

/** What happened to the sales e-mail, in time order, from the delivery map. */
function timeline(delivery: Delivery): { at: Date | null; text: string }[] {
  const entries: { at: Date | null; text: string }[] = [];
  if (delivery.queuedAt)
    entries.push({ at: delivery.queuedAt, text: `Queued (round ${delivery.round})` });
  if (delivery.startTime)
    entries.push({
      at: delivery.startTime,
      text: `Sending started (attempt ${delivery.attempts || 1})`,
    });
  if (delivery.unansweredAt)
    entries.push({
      at: delivery.unansweredAt,
      text: "A send got no answer: EmailJS may have delivered it",
    });
  if (delivery.error)
    entries.push({
      at: delivery.endTime,
      text: `Error ${delivery.error.status} ${delivery.error.text}`.trim(),
    });
  if (delivery.nextAttemptAt && delivery.state === "RETRY")
    entries.push({ at: delivery.nextAttemptAt, text: "Next try" });
  if (delivery.endTime && delivery.state === "SUCCESS")
    entries.push({
      at: delivery.endTime,
      text: `Mailed after ${delivery.attempts} attempt${delivery.attempts === 1 ? "" : "s"}`,
    });
  return entries.sort((a, b) => (a.at?.getTime() ?? 0) - (b.at?.getTime() ?? 0));
}

/** /desk/leads/:leadId. */
export default function LeadPageView() {
  const { leadId = "" } = useParams();
  const loaded = useLead(leadId);
  const now = useClock();
  const lead = loaded.status === "found" ? loaded.lead : null;
  const sameAddress = useSameAddress(lead);
  const [message, setMessage] = useState("");
  const [busy, setBusy] = useState(false);

  if (!lead) {
    return (
      <main id="content" className={styles.main}>
        <p>
          <Link to={DESK_PATH}>← {deskCopy.lead.back}</Link>
        </p>
        <p role="status">
          {loaded.status === "missing"
            ? deskCopy.lead.notFound
            : loaded.status === "failed"
              ? `${deskCopy.list.failed} ${loaded.message}`
              : deskCopy.list.loading}
        </p>
      </main>
    );
  }

  const action = actionFor(lead, now);
  const run = async () => {
    if (!action) return;
    setBusy(true);
    setMessage(deskCopy.actions.busy);
    try {
      setMessage(await applyAction(action, [lead]));
    } catch (error) {
      setMessage(`${ACTION_LABELS[action]} failed: ${(error as Error).message}`);
    } finally {
      setBusy(false);
    }
  };
  const reply = autoReplyWords(lead);
  const duplicateOf = lead.delivery?.duplicateOf;
  const sourceKeys = SOURCE_FIELDS.filter((key) => lead.source[key]);

  return (
    <main id="content" className={styles.main}>
      <p>
        <Link to={DESK_PATH}>← {deskCopy.lead.back}</Link>
      </p>
      <h1 className={styles.heading}>{lead.answers.companyName || "(no company)"}</h1>
      <ReferenceLine reference={lead.reference} />
      <p className={styles.hint}>
        {lead.createdAt ? `Received ${receivedTime(lead.createdAt)}` : ""} · lead {lead.id}
      </p>
      {payLinkCollects(lead, now) ? <PayLinkButton leadId={lead.id} /> : null}
      <QuoteForm leadId={lead.id} />
      <div className={styles.leadGrid}>
        <section className={styles.card} aria-labelledby="lead-delivery">
          <h2 id="lead-delivery" className={styles.subheading}>
            {deskCopy.lead.delivery}
          </h2>
          <p data-testid="lead-delivery" className={action ? styles.attention : undefined}>
            {deliveryWords(lead, { now })}
          </p>
          {action ? (
            <button
              type="button"
              className={styles.primary}
              disabled={busy}
              onClick={() => void run()}
            >
              {ACTION_LABELS[action]}
            </button>
          ) : null}
          <p role="status" aria-live="polite" className={styles.result}>
            {message}
          </p>
          {lead.delivery ? (
            <ol className={styles.timeline}>
              {timeline(lead.delivery).map((entry, index) => (
                <li key={index}>
                  {entry.at ? (
                    <time dateTime={entry.at.toISOString()}>{receivedTime(entry.at)}</time>
                  ) : null}{" "}
                  {entry.text}
                </li>
              ))}
            </ol>
          ) : null}
          <h3 className={styles.subheading}>{deskCopy.lead.autoReply}</h3>
          <p>{reply ?? deskCopy.lead.noAutoReply}</p>
          {lead.deskActions.length ? (
            <>
              <h3 className={styles.subheading}>{deskCopy.lead.deskActions}</h3>
              <ul>
                {lead.deskActions.map((entry, index) => (
                  <li key={index}>
                    {actionWords(entry.action)} by {entry.byEmail}
                    {entry.at ? `, ${receivedTime(entry.at)}` : ""}
                    {entry.reason ? `: “${entry.reason}”` : ""}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </section>
        <PaymentSection lead={lead} now={now} />
        <section className={styles.card} aria-labelledby="lead-answers">
          <h2 id="lead-answers" className={styles.subheading}>
            {deskCopy.lead.answers}
          </h2>
          <dl className={styles.facts}>
            {ANSWER_FIELDS.map((field) => (
              <div key={field}>
                <dt>{fieldSpec(field).label}</dt>
                <dd>
                  {field === "emailAddress" && lead.answers[field] ? (
                    <a href={mailtoHref(lead.answers[field])}>{lead.answers[field]}</a>
                  ) : field === "number" && lead.answers[field] ? (
                    <a href={`tel:${lead.answers[field].replace(/[^\d+]/g, "")}`}>
                      {lead.answers[field]}
                    </a>
                  ) : (
                    lead.answers[field] || "—"
                  )}
                </dd>
              </div>
            ))}
            <div>
              <dt>{deskCopy.lead.plan}</dt>
              <dd>
                {lead.plan
                  ? `${PLAN_LABELS[lead.plan] ?? "Unknown plan"} (${lead.plan})`
                  : deskCopy.lead.noPlan}
              </dd>
            </div>
          </dl>
        </section>
        <section className={styles.card} aria-labelledby="lead-source">
          <h2 id="lead-source" className={styles.subheading}>
            {deskCopy.lead.source}
          </h2>
          {sourceKeys.length ? (
            <dl className={styles.facts}>
              {sourceKeys.map((key) => (
                <div key={key}>
                  <dt>{SOURCE_LABELS[key]}</dt>
                  <dd className={styles.wrap}>{lead.source[key]}</dd>
                </div>
              ))}
            </dl>
          ) : (
            <p>{deskCopy.lead.direct}</p>
          )}
        </section>
        <section className={styles.card} aria-labelledby="lead-related">
          <h2 id="lead-related" className={styles.subheading}>
            {deskCopy.lead.related}
          </h2>
          {duplicateOf ? (
            <p>
              {deskCopy.lead.duplicateOf}{" "}
              <Link to={deskLeadPath(duplicateOf)}>lead {duplicateOf}</Link>
            </p>
          ) : null}
          <h3 className={styles.subheading}>{deskCopy.lead.sameAddress}</h3>
          {sameAddress.length ? (
            <ul>
              {sameAddress.map((other) => (
                <li key={other.id}>
                  <Link to={deskLeadPath(other.id)}>{other.answers.companyName || other.id}</Link>
                  {other.createdAt ? `, ${receivedTime(other.createdAt)}` : ""}
                  {lead.createdAt && other.createdAt && other.createdAt < lead.createdAt
                    ? " (this lead updates it)"
                    : ""}
                </li>
              ))}
            </ul>
          ) : (
            <p>None.</p>
          )}
        </section>
      </div>
    </main>
  );
}
