// The overview's quotes: per week, the quotes written on the desk and their value, and the
// quotes clients accepted and theirs (the rollup's quote figures). A table, not a chart: counts
// and dollars side by side do not stack into one bar.
import { deskCopy } from "~/content/desk";
import { isoDay } from "./overview-csv";
import type { WeekCounts } from "./overview-groups";
import styles from "./overview.module.css";

const copy = deskCopy.overview;

/** The table's columns: the week's quote figure each shows, and whether it is money. */
const COLUMNS = [
  { group: "sent", label: copy.quotes.sent, money: false },
  { group: "sentCents", label: copy.quotes.sentValue, money: true },
  { group: "accepted", label: copy.quotes.accepted, money: false },
  { group: "acceptedCents", label: copy.quotes.acceptedValue, money: true },
] as const;

export function QuoteWeeks({
  weeks,
  weekLabel,
  usd,
}: {
  weeks: readonly WeekCounts[];
  weekLabel: (start: Date) => string;
  usd: (cents: number) => string;
}) {
  const text = copy.quotes;
  return (
    <section className={styles.chartSection} aria-labelledby="quotes-heading" data-chart="quotes">
      <h2 id="quotes-heading" className={styles.heading}>
        {text.heading}
      </h2>
      <p className={styles.hint}>{text.description}</p>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{copy.week}</th>
              {COLUMNS.map((column) => (
                <th key={column.group} scope="col">
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {weeks.map(({ week, quotes }) => (
              <tr key={week.id} data-week={week.start.toISOString()}>
                <th scope="row">
                  <time dateTime={isoDay(week.start)}>{weekLabel(week.start)}</time>
                </th>
                {COLUMNS.map(({ group, money }) => (
                  <td key={group} data-group={group} data-value={quotes[group]}>
                    {money ? usd(quotes[group]) : quotes[group]}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
