// /desk/overview: leads per week over the last twelve weeks by source, by service and by where
// the sales e-mail ended up, paid revenue per week, and the quotes sent and accepted. Every
// number is the weekly rollup the functions keep (overview-queries.ts: one read per week shown);
// each chart has its table (the same numbers, for screen readers and on demand), and the whole
// page downloads as one CSV.
import { useEffect, useMemo, useState } from "react";
import { deskCopy } from "~/content/desk";
import { downloadText, isoDay, overviewCsv, overviewFileName } from "./overview-csv";
import {
  OVERVIEW_WEEKS,
  lastWeeks,
  planGroups,
  sourceGroups,
  stateGroups,
  weekLabel,
  type Group,
  type WeekCounts,
} from "./overview-groups";
import { loadOverview } from "./overview-queries";
import { QuoteWeeks } from "./quote-weeks";
import styles from "./overview.module.css";

const copy = deskCopy.overview;
const usd = (cents: number) =>
  (cents / 100).toLocaleString("en-US", { style: "currency", currency: "USD" });
const percent = (part: number, whole: number) =>
  whole === 0 ? "—" : `${Math.round((part / whole) * 100)}%`;

/** The charts of lead counts: which of a week's counts each shows; the states' as shares. */
const COUNT_CHARTS = [
  { id: "by-source", copy: copy.bySource, counts: "sources", shares: false },
  { id: "by-service", copy: copy.byPlan, counts: "plans", shares: false },
  { id: "by-state", copy: copy.byState, counts: "states", shares: true },
] as const;

type Loaded =
  | { status: "loading" }
  | { status: "failed"; message: string }
  | { status: "ready"; weeks: WeekCounts[] };

/** The overview page. */
export default function OverviewView() {
  const [now] = useState(() => new Date());
  const weeks = useMemo(() => lastWeeks(now), [now]);
  const [loaded, setLoaded] = useState<Loaded>({ status: "loading" });
  useEffect(() => {
    let cancelled = false;
    loadOverview(weeks, now).then(
      (counts) => !cancelled && setLoaded({ status: "ready", weeks: counts }),
      (error: unknown) =>
        !cancelled && setLoaded({ status: "failed", message: (error as Error).message }),
    );
    return () => {
      cancelled = true;
    };
  }, [weeks, now]);

  const groups = useMemo(
    () => ({
      sources: sourceGroups({ other: copy.otherCampaigns, direct: copy.directAndReferrals }),
      plans: planGroups(copy.noPlan),
      states: stateGroups(copy.noDelivery),
    }),
    [],
  );

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
              {copy.total(
                loaded.weeks.reduce((all, week) => all + week.total, 0),
                OVERVIEW_WEEKS,
              )}
            </p>
            <button
              type="button"
              className={styles.button}
              onClick={() => downloadText(overviewCsv(loaded.weeks, groups), overviewFileName(now))}
            >
              {copy.downloadCsv}
            </button>
          </div>
          {COUNT_CHARTS.map(({ id, copy: text, counts, shares }) => (
            <WeekChart
              key={id}
              id={id}
              copy={text}
              weeks={loaded.weeks}
              groups={groups[counts]}
              valueOf={(week, key) => week[counts][key] ?? 0}
              shares={shares}
            />
          ))}
          <WeekChart
            id="revenue"
            copy={copy.revenue}
            weeks={loaded.weeks}
            groups={[{ key: "paid", label: copy.revenue.column }]}
            valueOf={(week) => week.paidCents}
            format={usd}
          />
          <QuoteWeeks weeks={loaded.weeks} weekLabel={weekLabel} usd={usd} />
        </>
      )}
    </main>
  );
}

interface WeekChartProps {
  id: string;
  copy: { heading: string; description: string };
  weeks: WeekCounts[];
  groups: Group[];
  valueOf: (week: WeekCounts, key: string) => number;
  /** Bars as shares of each week's leads (100% wide), not counts on a common scale. */
  shares?: boolean;
  format?: (value: number) => string;
}

/** One horizontal stacked bar per week, with its legend and the table of its numbers. */
function WeekChart({
  id,
  copy: text,
  weeks,
  groups,
  valueOf,
  shares = false,
  format = String,
}: WeekChartProps) {
  const totalOf = (week: WeekCounts) =>
    groups.reduce((all, group) => all + valueOf(week, group.key), 0);
  const largest = Math.max(1, ...weeks.map(totalOf));
  const multiple = groups.length > 1;
  return (
    <section className={styles.chartSection} aria-labelledby={`${id}-heading`} data-chart={id}>
      <h2 id={`${id}-heading`} className={styles.heading}>
        {text.heading}
      </h2>
      <p className={styles.hint}>{text.description}</p>
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
        {weeks.map((week) => {
          const total = totalOf(week);
          const scale = shares ? Math.max(1, total) : largest;
          return (
            <div key={week.week.start.toISOString()} className={styles.row}>
              <span className={styles.week}>{weekLabel(week.week.start)}</span>
              <span className={styles.track}>
                {groups.map((group, index) => {
                  const value = valueOf(week, group.key);
                  return value > 0 ? (
                    <span
                      key={group.key}
                      className={`${styles.segment} ${styles[`c${index}`] ?? ""}`}
                      style={{ width: `${(value / scale) * 100}%` }}
                      title={`${group.label}: ${shares ? percent(value, total) : format(value)}`}
                    />
                  ) : null;
                })}
              </span>
              <span className={styles.value}>{format(total)}</span>
            </div>
          );
        })}
      </div>
      <details className={styles.numbers}>
        <summary>{deskCopy.overview.showTable}</summary>
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption className="visually-hidden">
              {text.heading}: {text.description}
            </caption>
            <thead>
              <tr>
                <th scope="col">{deskCopy.overview.week}</th>
                {groups.map((group) => (
                  <th key={group.key} scope="col">
                    {group.label}
                  </th>
                ))}
                {multiple ? <th scope="col">{deskCopy.overview.leads}</th> : null}
              </tr>
            </thead>
            <tbody>
              {weeks.map((week) => {
                const total = totalOf(week);
                return (
                  <tr key={week.week.start.toISOString()} data-week={week.week.start.toISOString()}>
                    <th scope="row">
                      <time dateTime={isoDay(week.week.start)}>{weekLabel(week.week.start)}</time>
                    </th>
                    {groups.map((group) => {
                      const value = valueOf(week, group.key);
                      return (
                        <td key={group.key} data-group={group.key} data-value={value}>
                          {format(value)}
                          {shares ? ` (${percent(value, total)})` : ""}
                        </td>
                      );
                    })}
                    {multiple ? <td data-group="total">{format(total)}</td> : null}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      </details>
    </section>
  );
}
