// The overview's quotes: per week, the quotes written on the desk and their value, and the
// quotes clients accepted and theirs (the rollup's quote figures). A table, not a chart: counts
// and dollars side by side do not stack into one bar.
import { deskOverviewCopy as copy } from "~/content/desk-overview";
import { ChartSection, WeekTableHead } from "./chart-section";
import { QUOTE_COLUMNS, quoteText, weekNames } from "./overview-charts";
import type { WeekCounts } from "./overview-groups";
import styles from "./overview.module.css";

export function QuoteWeeks({ weeks }: { weeks: readonly WeekCounts[] }) {
  const text = copy.quotes;
  return (
    <ChartSection id="quotes" heading={text.heading} description={text.description}>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <WeekTableHead
            columns={QUOTE_COLUMNS.map(({ group, label }) => ({ key: group, label }))}
          />
          <tbody>
            {weeks.map(({ week, quotes }) => {
              const names = weekNames(week.start);
              return (
                <tr key={week.id} data-week={names.key}>
                  <th scope="row">
                    <time dateTime={names.day}>{names.label}</time>
                  </th>
                  {QUOTE_COLUMNS.map(({ group, money }) => (
                    <td key={group} data-group={group} data-value={quotes[group]}>
                      {quoteText(quotes, group, money)}
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </ChartSection>
  );
}
