import { LEAD_FIELDS, type Lead } from "./lead-schema";
import { fieldSpec } from "@shared/lead-field-specs";
import styles from "./brief-summary.module.css";

export interface BriefSummaryProps {
  lead: Lead;
  /** Shown for an optional answer left blank. */
  emptyText: string;
}

/** The answers as a definition list, in the order they were asked. */
export function BriefSummary({ lead, emptyText }: BriefSummaryProps) {
  return (
    <dl className={styles.list}>
      {LEAD_FIELDS.map((field) => (
        <div key={field} className={styles.row}>
          <dt className={styles.term}>{fieldSpec(field).label}</dt>
          <dd className={lead[field] ? styles.value : styles.empty}>{lead[field] || emptyText}</dd>
        </div>
      ))}
    </dl>
  );
}
