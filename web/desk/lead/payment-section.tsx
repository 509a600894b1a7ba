// The lead page's payment card: where the lead stands with its money (paid in full, deposit
// paid, balance due or overdue), the balance invoice and "Send balance invoice" when it is
// time, every change of money (the deposit, the balance, refunds…), and every Stripe event the
// functions handled for the lead (paymentEvents, readable by the desk only), oldest first.
import { formatCents } from "@shared/payment-amounts";
import { useEffect, useState } from "react";
import { deskCopy } from "~/content/desk";
import { receivedTime } from "../delivery-words";
import { watchPaymentEvents } from "../data";
import { paymentRuleOf } from "@shared/payment";
import { toDate } from "@shared/read-delivery";
import type { DeskLead, DeskPayment } from "../desk-lead";
import { dayWords, paymentNeedsPerson, paymentWords, settlementOfPayment } from "../payment-words";
import { quoteToInvoiceWhole, quoteWords } from "../quote-words";
import { BalanceInvoiceButton } from "./balance-invoice-button";
import { QuoteCard } from "./quote-card";
import { MoneyCase } from "./money-case";
import { MoneyHistory } from "./money-history";
import styles from "../desk.module.css";

interface PaymentEventRow {
  id: string;
  type: string;
  outcome: string;
  state: string;
  why: string;
  at: Date | null;
}

/** The lead's handled payment events, live, oldest first. */
function usePaymentEvents(leadId: string): PaymentEventRow[] {
  const [rows, setRows] = useState<{ leadId: string; rows: PaymentEventRow[] }>({
    leadId,
    rows: [],
  });
  useEffect(
    () =>
      // Sorted here: the query has no order (data/lead-reads.ts).
      watchPaymentEvents(leadId, (events) =>
        setRows({
          leadId,
          rows: events
            .map(({ id, data }) => {
              const text = (value: unknown) => (typeof value === "string" ? value : "");
              return {
                id,
                type: text(data.type),
                outcome: text(data.outcome),
                state: text(data.state),
                why: text(data.why),
                at: toDate(data.handledAt),
              };
            })
            .sort((a, b) => (a.at?.getTime() ?? 0) - (b.at?.getTime() ?? 0)),
        }),
      ),
    [leadId],
  );
  return rows.leadId === leadId ? rows.rows : [];
}

/** What one event did, in a line: Stripe's event name (to find it in its dashboard), the state in words. */
const eventWords = (row: PaymentEventRow) =>
  row.outcome === "applied"
    ? `${row.type} → ${paymentRuleOf(row.state)?.label ?? row.state}`
    : `${row.type}: ${row.why || row.outcome}, nothing changed`;

/** The balance invoice in a line: what it asks and when it falls due, or when it was paid. */
function invoiceWords(balance: NonNullable<DeskPayment["balance"]>): string {
  const amount = formatCents(balance.amountCents);
  return balance.paidAt
    ? deskCopy.lead.invoicePaid(amount, dayWords(balance.paidAt))
    : deskCopy.lead.invoiceAsks(amount, dayWords(balance.dueAt));
}

export function PaymentSection({ lead, now }: { lead: DeskLead; now: Date }) {
  const events = usePaymentEvents(lead.id);
  const payment = lead.payment;
  const settlement = settlementOfPayment(payment, now);
  // Time to invoice the rest: the deposit is in, and no invoice is open or paid; or a quote
  // accepted with nothing due now, whose whole total the first invoice asks.
  const whole = quoteToInvoiceWhole(lead);
  const toInvoice =
    settlement?.status === "depositPaid" || settlement?.status === "balanceWrittenOff"
      ? settlement.balanceCents
      : (whole?.totalCents ?? null);
  const balance = payment?.balance ?? null;
  const moneyMoved = (payment?.history.length ?? 0) > 0;
  return (
    <section className={styles.card} aria-labelledby="lead-payment">
      <h2 id="lead-payment" className={styles.subheading}>
        {deskCopy.lead.payment}
      </h2>
      <p
        data-testid="lead-payment"
        className={paymentNeedsPerson(payment, now) ? styles.attention : undefined}
      >
        {paymentWords(payment, now) || quoteWords(lead, now) || deskCopy.lead.noPayment}
      </p>
      {lead.agreement?.source === "quote" ? <QuoteCard quote={lead.agreement} /> : null}
      {balance ? (
        <>
          <h3 className={styles.subheading}>{deskCopy.lead.balanceInvoice}</h3>
          <p data-testid="lead-balance-invoice">
            {invoiceWords(balance)}
            {balance.hostedUrl && balance.state === "OPEN" ? (
              <>
                {" · "}
                <a href={balance.hostedUrl} target="_blank" rel="noreferrer">
                  {deskCopy.lead.invoiceLink}
                </a>
              </>
            ) : null}
          </p>
        </>
      ) : null}
      <BalanceInvoiceButton
        key={lead.id}
        leadId={lead.id}
        email={lead.answers.emailAddress}
        balanceCents={toInvoice}
        whole={
          Boolean(whole) || (payment?.amountCents === 0 && settlement?.status === "depositPaid")
        }
      />
      {payment ? (
        <>
          <MoneyCase key={lead.id} lead={lead} />
          <h3 className={styles.subheading}>{deskCopy.lead.paymentHistory}</h3>
          <MoneyHistory lead={lead} />
        </>
      ) : null}
      <h3 className={styles.subheading}>{deskCopy.lead.paymentEvents}</h3>
      {events.length ? (
        <ol className={styles.timeline}>
          {events.map((row) => (
            <li key={row.id}>
              {row.at ? <time dateTime={row.at.toISOString()}>{receivedTime(row.at)}</time> : null}{" "}
              {eventWords(row)} <span className={styles.hint}>({row.id})</span>
            </li>
          ))}
        </ol>
      ) : (
        // Money the history shows with no event kept (recorded from Stripe's answer, or seeded):
        // the section must not say that nothing has happened.
        <p data-testid="lead-payment-events">
          {moneyMoved ? deskCopy.lead.noPaymentEventsKept : deskCopy.lead.noPaymentEvents}
        </p>
      )}
    </section>
  );
}
