// The quote on a lead's page, as the client's page shows it: each line with its amount, the
// total, what was due on acceptance, and until when it could be accepted (the lines were
// otherwise visible only while the quote was being written).
import { dueNowCents, type Agreement } from "@shared/agreement";
import { formatCents } from "@shared/payment-amounts";
import { paymentCopy } from "~/content/desk-payment";
import { dayWords } from "../desk-dates";
import styles from "../desk.module.css";

export function QuoteCard({ quote }: { quote: Agreement }) {
  const words = paymentCopy.quote.card;
  return (
    <>
      <h3 className={styles.subheading}>{words.heading}</h3>
      <dl className={styles.facts} data-testid="lead-quote">
        {quote.lines.map((line, index) => (
          <div key={index}>
            <dt>{line.description}</dt>
            <dd>{formatCents(line.amountCents)}</dd>
          </div>
        ))}
        <div>
          <dt>{words.total}</dt>
          <dd>{formatCents(quote.totalCents)}</dd>
        </div>
        <div>
          <dt>{words.dueNow(quote.depositPercent)}</dt>
          <dd>{formatCents(dueNowCents(quote))}</dd>
        </div>
      </dl>
      <p className={styles.hint}>
        {words.writtenOn(dayWords(quote.agreedAt))}
        {quote.validUntil ? ` · ${words.validUntil(dayWords(quote.validUntil))}` : ""}
      </p>
    </>
  );
}
