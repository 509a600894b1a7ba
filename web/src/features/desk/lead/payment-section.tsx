// The lead page's payment card: where the lead stands with its money (paid in full, deposit
// paid, balance due or overdue), the balance invoice and "Send balance invoice" when it is
// time, every change of money (the deposit, the balance, refunds…), and every Stripe event the
// functions handled for the lead (paymentEvents, readable by the desk only), oldest first.
import { PAYMENT_EVENTS_COLLECTION } from "@shared/collections";
import { formatCents } from "@shared/payment-amounts";
import { collection, onSnapshot, query, where } from "firebase/firestore";
import { useEffect, useState } from "react";
import { deskCopy } from "~/content/desk";
import { receivedTime } from "../delivery-words";
import { deskFirebase } from "../data";
import { toDate } from "@shared/read-delivery";
import type { DeskLead, DeskPayment } from "../desk-lead";
import {
  dayWords,
  paymentEntryWords,
  paymentNeedsPerson,
  paymentWords,
  settlementOfPayment,
} from "../payment-words";
import { BalanceInvoiceButton } from "./balance-invoice-button";
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
      onSnapshot(
        // One equality, no order: Firestore's automatic index serves it; sorted here.
        query(
          collection(deskFirebase().db, PAYMENT_EVENTS_COLLECTION),
          where("leadId", "==", leadId),
        ),
        (snapshot) =>
          setRows({
            leadId,
            rows: snapshot.docs
              .map((doc) => {
                const data = doc.data();
                const text = (value: unknown) => (typeof value === "string" ? value : "");
                return {
                  id: doc.id,
                  type: text(data.type),
                  outcome: text(data.outcome),
                  state: text(data.state),
                  why: text(data.why),
                  at: toDate(data.handledAt),
                };
              })
              .sort((a, b) => (a.at?.getTime() ?? 0) - (b.at?.getTime() ?? 0)),
          }),
        () => undefined,
      ),
    [leadId],
  );
  return rows.leadId === leadId ? rows.rows : [];
}

/** What one event did, in a line. */
const eventWords = (row: PaymentEventRow) =>
  row.outcome === "applied"
    ? `${row.type} → ${row.state}`
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
  // Time to invoice the rest: the deposit is in, and no invoice is open or paid.
  const toInvoice =
    settlement?.status === "depositPaid" || settlement?.status === "balanceWrittenOff"
      ? settlement.balanceCents
      : null;
  const balance = payment?.balance ?? null;
  const history = payment?.history ?? [];
  return (
    <section className={styles.card} aria-labelledby="lead-payment">
      <h2 id="lead-payment" className={styles.subheading}>
        {deskCopy.lead.payment}
      </h2>
      <p
        data-testid="lead-payment"
        className={paymentNeedsPerson(payment, now) ? styles.attention : undefined}
      >
        {paymentWords(payment, now) || deskCopy.lead.noPayment}
      </p>
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
      <BalanceInvoiceButton key={lead.id} leadId={lead.id} balanceCents={toInvoice} />
      {payment ? (
        <>
          <h3 className={styles.subheading}>{deskCopy.lead.paymentHistory}</h3>
          {history.length ? (
            <ol className={styles.timeline} data-testid="lead-payment-history">
              {history.map((entry) => (
                <li key={entry.key}>
                  {entry.at ? (
                    <time dateTime={entry.at.toISOString()}>{receivedTime(entry.at)}</time>
                  ) : null}{" "}
                  {paymentEntryWords(entry)}: {formatCents(entry.amountCents)}
                </li>
              ))}
            </ol>
          ) : (
            <p>{deskCopy.lead.noPaymentHistory}</p>
          )}
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
        <p>{deskCopy.lead.noPaymentEvents}</p>
      )}
    </section>
  );
}
