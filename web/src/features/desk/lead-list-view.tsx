// The list of leads: views with counts, filters, the live table, actions on a selection and
// the CSV export of the current view.
import { PLAN_LABELS } from "@shared/plan-labels";
import { deskLeadPath } from "@shared/desk-links";
import { startTransition, useEffect, useMemo, useState } from "react";
import { Link } from "react-router-dom";
import { deskCopy, type DeskViewId } from "~/content/desk";
import { ActionBar } from "./action-bar";
import { actionFor, deliveryWords, receivedTime } from "./delivery-words";
import { DeskTable } from "./desk-table";
import { paymentWords } from "./payment-words";
import { LeadFilters } from "./lead-filters";
import { sourceSummary } from "./lead-source";
import { NO_FILTERS, type DeskFilters } from "./desk-queries";
import {
  FIRST_VIEW,
  firstViewTime,
  useClock,
  useLiveView,
  useViewCounts,
  VIEW_IDS,
} from "./use-desk-data";
import styles from "./desk.module.css";

/**
 * Rows drawn in the list's first paint: a screenful and more. The rest of the view (Needs
 * attention can hold a few hundred) follows right after, so the first rows are not held back
 * by drawing all of them.
 */
const FIRST_PAINT_ROWS = 50;

/** The list's columns after the selection box, in order. */
const COLUMNS = [
  "company",
  "email",
  "phone",
  "plan",
  "source",
  "received",
  "delivery",
  "payment",
] as const;

/** /desk: every lead, by view. */
export default function LeadListView() {
  const [view, setView] = useState<DeskViewId>(FIRST_VIEW);
  const [filters, setFilters] = useState<DeskFilters>(NO_FILTERS);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const now = useClock(60_000, firstViewTime());
  const live = useLiveView(view, filters, now);
  const changeKey = useMemo(
    () =>
      live.rows
        .map((lead) => `${lead.id}:${lead.delivery?.state ?? ""}:${lead.payment?.state ?? ""}`)
        .join(","),
    [live.rows],
  );
  const counts = useViewCounts(filters, now, changeKey, !live.loading);
  const companyOf = useMemo(() => {
    const names = new Map(live.rows.map((lead) => [lead.id, lead.answers.companyName]));
    return (id: string) => names.get(id);
  }, [live.rows]);
  const [rowLimit, setRowLimit] = useState(FIRST_PAINT_ROWS);
  const moreToDraw = live.rows.length > rowLimit;
  useEffect(() => {
    if (!moreToDraw) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setRowLimit(Infinity)), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [moreToDraw]);
  const drawnRows = moreToDraw ? live.rows.slice(0, rowLimit) : live.rows;
  const selectedLeads = live.rows.filter((lead) => selected.has(lead.id));
  const allShownSelected = live.rows.length > 0 && selectedLeads.length === live.rows.length;

  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  const viewCopy = deskCopy.views[view];
  return (
    <main id="content" className={styles.main}>
      <h1 className="visually-hidden">{deskCopy.title}</h1>
      <div role="group" aria-label="Views" className={styles.views}>
        {VIEW_IDS.map((id) => (
          <button
            key={id}
            type="button"
            aria-pressed={id === view}
            className={styles.view}
            onClick={() => {
              setView(id);
              setSelected(new Set());
            }}
          >
            {deskCopy.views[id].label}
            <span className={styles.count} aria-hidden="true">
              {counts[id] ?? "…"}
            </span>
            <span className="visually-hidden">
              , {counts[id] === undefined ? "counting" : `${counts[id]} leads`}
            </span>
          </button>
        ))}
      </div>
      <p className={styles.hint}>{viewCopy.description}</p>

      <LeadFilters
        filters={filters}
        onChange={(next) => {
          setFilters(next);
          setSelected(new Set());
        }}
      />

      <ActionBar
        leads={selectedLeads}
        now={now}
        parts={live.parts}
        viewLabel={viewCopy.label}
        onDone={() => setSelected(new Set())}
      />

      <p role="status" className={styles.hint} data-testid="list-status">
        {live.error
          ? `${deskCopy.list.failed} ${live.error}`
          : live.loading && live.rows.length === 0
            ? deskCopy.list.loading
            : live.rows.length === 0
              ? deskCopy.list.empty
              : `${live.rows.length} leads shown in ${viewCopy.label}.`}
      </p>

      {live.rows.length > 0 ? (
        <DeskTable
          caption={`${viewCopy.label}: ${viewCopy.description}`}
          first={
            <input
              type="checkbox"
              aria-label={deskCopy.actions.selectAll}
              checked={allShownSelected}
              onChange={() =>
                setSelected(
                  allShownSelected ? new Set() : new Set(live.rows.map((lead) => lead.id)),
                )
              }
            />
          }
          columns={COLUMNS.map((column) => deskCopy.columns[column])}
        >
          {drawnRows.map((lead) => {
            const company = lead.answers.companyName || "(no company)";
            const action = actionFor(lead, now);
            return (
              <tr key={lead.id} data-lead-id={lead.id} data-state={lead.delivery?.state ?? ""}>
                <td>
                  <input
                    type="checkbox"
                    aria-label={`Select ${company}`}
                    checked={selected.has(lead.id)}
                    onChange={() => toggle(lead.id)}
                  />
                </td>
                <th scope="row">
                  <Link to={deskLeadPath(lead.id)}>{company}</Link>
                </th>
                <td className={styles.wrap}>{lead.answers.emailAddress}</td>
                <td className={styles.nowrap}>{lead.answers.number}</td>
                <td>{lead.plan ? (PLAN_LABELS[lead.plan] ?? lead.plan) : "—"}</td>
                <td>{sourceSummary(lead.source)}</td>
                <td className={styles.nowrap}>
                  {lead.createdAt ? (
                    <time dateTime={lead.createdAt.toISOString()}>
                      {receivedTime(lead.createdAt)}
                    </time>
                  ) : (
                    "—"
                  )}
                </td>
                <td data-testid="delivery" className={action ? styles.attention : undefined}>
                  {deliveryWords(lead, { now, companyOf })}
                </td>
                <td data-testid="payment" className={styles.nowrap}>
                  {paymentWords(lead.payment) || "—"}
                </td>
              </tr>
            );
          })}
        </DeskTable>
      ) : null}

      {live.hasMore ? (
        <button type="button" className={styles.secondary} onClick={live.loadMore}>
          {deskCopy.list.loadMore}
        </button>
      ) : null}
    </main>
  );
}
