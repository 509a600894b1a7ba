// The overview's shared pieces of markup: a section (its heading and one-line description, then
// its chart or table; `data-chart` names it for the early picture, early-overview-picture.ts,
// and the tests) and a weekly table's head (the week, then a column per figure).
import type { ReactNode } from "react";
import { deskOverviewCopy as copy } from "~/content/desk-overview";
import styles from "./overview.module.css";

export function ChartSection({
  id,
  heading,
  description,
  children,
}: {
  id: string;
  heading: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <section className={styles.chartSection} aria-labelledby={`${id}-heading`} data-chart={id}>
      <h2 id={`${id}-heading`} className={styles.heading}>
        {heading}
      </h2>
      <p className={styles.hint}>{description}</p>
      {children}
    </section>
  );
}

/** A weekly table's head row: "Week of", then one column per `columns`. */
export function WeekTableHead({ columns }: { columns: readonly { key: string; label: string }[] }) {
  return (
    <thead>
      <tr>
        <th scope="col">{copy.week}</th>
        {columns.map((column) => (
          <th key={column.key} scope="col">
            {column.label}
          </th>
        ))}
      </tr>
    </thead>
  );
}
