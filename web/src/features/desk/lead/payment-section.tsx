// The lead page's payment card: the payment's state in words and every Stripe event the
// functions handled for the lead (paymentEvents, readable by the desk only), oldest first.
import { PAYMENT_EVENTS_COLLECTION } from "@shared/collections";
import { collection, onSnapshot, query, where } from "firebase/firestore";
import { useEffect, useState } from "react";
import { deskCopy } from "~/content/desk";
import { receivedTime } from "../delivery-words";
import { deskFirebase } from "../data";
import { toDate } from "@shared/read-delivery";
import type { DeskLead } from "../desk-lead";
import { paymentWords } from "../payment-words";
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

export function PaymentSection({ lead }: { lead: DeskLead }) {
  const events = usePaymentEvents(lead.id);
  return (
    <section className={styles.card} aria-labelledby="lead-payment">
      <h2 id="lead-payment" className={styles.subheading}>
        {deskCopy.lead.payment}
      </h2>
      <p data-testid="lead-payment">{paymentWords(lead.payment) || deskCopy.lead.noPayment}</p>
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
