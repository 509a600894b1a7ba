// The list of leads: views with counts, filters, the live table, actions on a selection and
// the CSV export of the current view.
import { Fragment, startTransition, useEffect, useMemo, useState } from "react";
import { deskCopy, type DeskViewId } from "~/content/desk";
import { ActionBar } from "./action-bar";
import { DeskTable } from "../desk-table";
import { LeadFilters } from "./lead-filters";
import { companiesOf, LEAD_COLUMNS, leadRowCells, listStatus } from "../lead-row";
import { LEAD_CELLS } from "./lead-cells";
import type { DeskLead } from "../desk-lead";
import { FIRST_VIEW, NO_FILTERS, type DeskFilters } from "../desk-queries";
import {
  COUNTED_WHEN_CHOSEN,
  firstViewTime,
  useClock,
  useLiveView,
  useViewCounts,
  VIEW_IDS,
} from "./use-desk-data";
import styles from "../desk.module.css";

/**
 * Rows drawn in the list's first paint: a screenful and more. The rest of the view (Needs
 * attention can hold a few hundred) follows right after, so the first rows are not held back
 * by drawing all of them.
 */
const FIRST_PAINT_ROWS = 50;

/**
 * /desk: every lead, by view. `pictureOf` draws those rows instead of the live view's: the
 * prerendered template of the first visit's picture (early-rows.ts), never the live desk.
 */
export default function LeadListView({ pictureOf }: { pictureOf?: DeskLead[] }) {
  const [view, setView] = useState<DeskViewId>(FIRST_VIEW);
  const [filters, setFilters] = useState<DeskFilters>(NO_FILTERS);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const now = useClock(60_000, firstViewTime());
  const liveView = useLiveView(view, filters, now);
  const live = pictureOf
    ? { ...liveView, rows: pictureOf, loading: false, hasMore: false, error: null }
    : liveView;
  const changeKey = useMemo(
    () =>
      live.rows
        .map(
          (lead) =>
            `${lead.id}:${lead.delivery?.state ?? ""}:${lead.payment?.state ?? ""}:${lead.payment?.balance?.state ?? ""}`,
        )
        .join(","),
    [live.rows],
  );
  const counts = useViewCounts(view, filters, now, changeKey, !live.loading);
  const companyOf = useMemo(() => companiesOf(live.rows), [live.rows]);
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
            {COUNTED_WHEN_CHOSEN.has(id) && id !== view ? null : (
              <>
                <span className={styles.count} aria-hidden="true">
                  {counts[id] ?? "…"}
                </span>
                <span className="visually-hidden">
                  , {counts[id] === undefined ? "counting" : `${counts[id]} leads`}
                </span>
              </>
            )}
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
        picture={pictureOf !== undefined}
      />

      <ActionBar
        leads={selectedLeads}
        now={now}
        parts={live.parts}
        viewLabel={viewCopy.label}
        onDone={() => setSelected(new Set())}
      />

      <p role="status" className={styles.hint} data-testid="list-status">
        {listStatus(live, viewCopy.label)}
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
          columns={LEAD_COLUMNS.map((column) => deskCopy.columns[column])}
        >
          {drawnRows.map((lead) => {
            const cells = leadRowCells(lead, now, companyOf);
            return (
              <tr key={cells.id} data-lead-id={cells.id} data-state={cells.state}>
                <td>
                  <input
                    type="checkbox"
                    aria-label={cells.selectLabel}
                    checked={selected.has(lead.id)}
                    onChange={() => toggle(lead.id)}
                  />
                </td>
                {LEAD_COLUMNS.map((column) => (
                  <Fragment key={column}>{LEAD_CELLS[column](cells)}</Fragment>
                ))}
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
