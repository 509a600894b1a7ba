// /desk/overview: leads per week over the last twelve weeks by source, by service and by where
// the sales e-mail ended up, paid revenue per week, and the quotes sent and accepted. Every
// number is the weekly rollup the functions keep (overview-queries.ts: one read per week shown);
// each chart has its table (the same numbers, for screen readers and on demand), and the whole
// page downloads as one CSV. What each row shows is overview-charts.ts's, which the page's early
// picture fills into this same markup before React runs (early-overview-picture.ts).
import { useEffect, useMemo, useState } from "react";
import { deskOverviewCopy as copy } from "~/content/desk-overview";
import { ChartSection, WeekTableHead } from "./chart-section";
import { downloadText, overviewCsv, overviewFileName } from "./overview-csv";
import {
  overviewCharts,
  overviewGroups,
  overviewTotal,
  weekChartRows,
  type WeekChartSpec,
} from "./overview-charts";
import { OVERVIEW_WEEKS, lastWeeks, type WeekCounts } from "./overview-groups";
import { answeredOverview, loadOverview } from "./overview-queries";
import { QuoteWeeks } from "./quote-weeks";
import styles from "./overview.module.css";

type Loaded =
  | { status: "loading" }
  | { status: "failed"; message: string }
  | { status: "ready"; weeks: readonly WeekCounts[] };

/**
 * The overview page. `picture`: drawn with these weeks and nothing read (the prerendered
 * template of the early picture only, desk-layout.tsx).
 */
export default function OverviewView({ picture }: { picture?: readonly WeekCounts[] }) {
  const [now] = useState(() => new Date());
  const weeks = useMemo(() => lastWeeks(now), [now]);
  // The read sent from the page's head has usually answered by now (and its picture is on
  // screen): its weeks are drawn in React's first render, so the page never shows "Counting".
  const [first] = useState<Loaded>(() => {
    const known = picture ?? answeredOverview(weeks, now);
    return known ? { status: "ready", weeks: known } : { status: "loading" };
  });
  const [loaded, setLoaded] = useState<Loaded>(first);
  useEffect(() => {
    if (first.status === "ready") return;
    let cancelled = false;
    loadOverview(weeks, now).then(
      (counts) => !cancelled && setLoaded({ status: "ready", weeks: counts }),
      (error: unknown) =>
        !cancelled && setLoaded({ status: "failed", message: (error as Error).message }),
    );
    return () => {
      cancelled = true;
    };
  }, [weeks, now, first]);

  const groups = useMemo(() => overviewGroups(), []);
  const charts = useMemo(() => overviewCharts(groups), [groups]);

  return (
    <main id="content" className={styles.main}>
      <h1 className={styles.title}>{copy.title}</h1>
      <p className={styles.hint}>{copy.intro(OVERVIEW_WEEKS)}</p>
      {loaded.status === "loading" ? (
        <p role="status">{copy.loading}</p>
      ) : loaded.status === "failed" ? (
        <p role="alert" className={styles.error}>
          {copy.failed} {loaded.message}
        </p>
      ) : (
        <>
          <div className={styles.summary}>
            <p role="status" data-testid="overview-total">
              {overviewTotal(loaded.weeks)}
            </p>
            <button
              type="button"
              className={styles.button}
              onClick={() => downloadText(overviewCsv(loaded.weeks, groups), overviewFileName(now))}
            >
              {copy.downloadCsv}
            </button>
          </div>
          {charts.map((chart) => (
            <WeekChart key={chart.id} chart={chart} weeks={loaded.weeks} />
          ))}
          <QuoteWeeks weeks={loaded.weeks} />
        </>
      )}
    </main>
  );
}

/**
 * One horizontal stacked bar per week, with its legend and the table of its numbers. The early
 * picture fills this markup (early-overview-picture.ts): each segment, table cell and row says
 * which group and week it is.
 */
function WeekChart({ chart, weeks }: { chart: WeekChartSpec; weeks: readonly WeekCounts[] }) {
  const { id, copy: text, groups } = chart;
  const rows = weekChartRows(chart, weeks);
  const multiple = groups.length > 1;
  return (
    <ChartSection id={id} heading={text.heading} description={text.description}>
      {multiple ? (
        <ul className={styles.legend} aria-hidden="true">
          {groups.map((group, index) => (
            <li key={group.key}>
              <span className={`${styles.swatch} ${styles[`c${index}`] ?? ""}`} />
              {group.label}
            </li>
          ))}
        </ul>
      ) : null}
      <div className={styles.chart} aria-hidden="true">
        {rows.map((row) => (
          <div key={row.key} className={styles.row}>
            <span className={styles.week}>{row.label}</span>
            <span className={styles.track}>
              {row.segments.map((segment) => (
                <span
                  key={segment.key}
                  data-group={segment.key}
                  className={`${styles.segment} ${styles[`c${segment.index}`] ?? ""}`}
                  style={{ width: segment.width }}
                  title={segment.title}
                />
              ))}
            </span>
            <span className={styles.value}>{row.total}</span>
          </div>
        ))}
      </div>
      <details className={styles.numbers}>
        <summary>{copy.showTable}</summary>
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption className="visually-hidden">
              {text.heading}: {text.description}
            </caption>
            <WeekTableHead
              columns={multiple ? [...groups, { key: "total", label: copy.leads }] : groups}
            />
            <tbody>
              {rows.map((row) => (
                <tr key={row.key} data-week={row.key}>
                  <th scope="row">
                    <time dateTime={row.day}>{row.label}</time>
                  </th>
                  {row.cells.map((cell) => (
                    <td key={cell.key} data-group={cell.key} data-value={cell.value}>
                      {cell.text}
                    </td>
                  ))}
                  {multiple ? <td data-group="total">{row.total}</td> : null}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </ChartSection>
  );
}
