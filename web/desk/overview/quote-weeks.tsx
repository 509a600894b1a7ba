// The overview's quotes: per week, the quotes written on the desk and their value, and the
// quotes clients accepted and theirs (the rollup's quote figures). A table, not a chart: counts
// and dollars side by side do not stack into one bar.
import { deskCopy } from "~/content/desk";
import { isoDay } from "./overview-csv";
import type { WeekCounts } from "./overview-groups";
import styles from "./overview.module.css";

const copy = deskCopy.overview;

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
              <th scope="col">{text.sent}</th>
              <th scope="col">{text.sentValue}</th>
              <th scope="col">{text.accepted}</th>
              <th scope="col">{text.acceptedValue}</th>
            </tr>
          </thead>
          <tbody>
            {weeks.map(({ week, quotes }) => (
              <tr key={week.id} data-week={week.start.toISOString()}>
                <th scope="row">
                  <time dateTime={isoDay(week.start)}>{weekLabel(week.start)}</time>
                </th>
                <td data-group="sent" data-value={quotes.sent}>
                  {quotes.sent}
                </td>
                <td data-group="sentCents" data-value={quotes.sentCents}>
                  {usd(quotes.sentCents)}
                </td>
                <td data-group="accepted" data-value={quotes.accepted}>
                  {quotes.accepted}
                </td>
                <td data-group="acceptedCents" data-value={quotes.acceptedCents}>
                  {usd(quotes.acceptedCents)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
