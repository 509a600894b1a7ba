import { LEAD_FIELDS, type Lead } from "./lead-schema";
import { briefQuestions } from "~/content/brief";
import styles from "./brief-summary.module.css";

export interface BriefSummaryProps {
  lead: Lead;
  /** Shown for an optional answer left blank. */
  emptyText: string;
}

/** The six answers as a definition list, in the order they were asked. */
export function BriefSummary({ lead, emptyText }: BriefSummaryProps) {
  return (
    <dl className={styles.list}>
      {LEAD_FIELDS.map((field) => (
        <div key={field} className={styles.row}>
          <dt className={styles.term}>{briefQuestions[field].summaryLabel}</dt>
          <dd className={lead[field] ? styles.value : styles.empty}>{lead[field] || emptyText}</dd>
        </div>
      ))}
    </dl>
  );
}
