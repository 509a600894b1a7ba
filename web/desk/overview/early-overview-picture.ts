// The overview before React: on a new tab, /desk/overview's early script (early-overview-
// script.ts) sends the rollup's read from the page's <head> (overview-read-ahead.ts), and when
// it answers, fills the overview's prerendered template (desk-layout.tsx draws it for one
// sample week) with those weeks and puts it on screen, as /desk's first rows are
// (first-paint/early-rows.ts): inert, until React draws the live page in its place with the
// same answer (overview-view.tsx takes it, answeredOverview), so nothing on screen changes.
// Meanwhile the desk's modules wait, at most EARLY_WAIT_MS (FIRST_PAINT_PROMISE): their
// download and evaluation take the CPU the answer and its frame need. Every number and word is
// overview-charts.ts's, which React's charts draw from too; this file only knows where each
// goes in the markup.
import {
  afterFrameDrawn,
  asPicture,
  showPicture,
  templateCopy,
  whenParsed,
  EARLY_WAIT_MS,
  OVERVIEW_TEMPLATE_ID,
} from "../first-paint";
import {
  overviewCharts,
  overviewGroups,
  overviewTotal,
  quoteText,
  weekChartRows,
  weekNames,
  QUOTE_COLUMNS,
  type WeekChartRow,
  type WeekNames,
} from "./overview-charts";
import { countsOf } from "./overview-counts";
import { lastWeeks, type WeekCounts } from "./overview-groups";
import { isOverviewPath, startOverviewRead } from "./overview-read-ahead";

/** Performance mark of the picture drawn from the early read (for `npm run bench:desk`). */
export const OVERVIEW_PICTURE_MARK = "desk:overview-picture";

/**
 * The sample element `parent` holds (the template's one week), replaced by one copy per item,
 * each filled in by `fill`.
 */
function repeatSample<T>(
  parent: Element | null,
  items: readonly T[],
  fill: (copy: Element, item: T) => void,
): void {
  const sample = parent?.firstElementChild;
  if (!parent || !sample) throw new Error("The overview's template lacks a sample row.");
  sample.remove();
  parent.append(
    ...items.map((item) => {
      const copy = sample.cloneNode(true) as Element;
      fill(copy, item);
      return copy;
    }),
  );
}

/** A table row's week: its data-week and its <time>. */
function fillWeekCell(row: Element, { key, day, label }: WeekNames): void {
  row.setAttribute("data-week", key);
  const time = row.querySelector("time");
  time?.setAttribute("datetime", day);
  if (time) time.textContent = label;
}

/** One chart's bars and table (WeekChart's markup, overview-view.tsx) with `rows`. */
function fillChart(section: Element, rows: readonly WeekChartRow[]): void {
  repeatSample(section.querySelector("div[aria-hidden]"), rows, (bar, row) => {
    const [label, track, total] = bar.children;
    if (label) label.textContent = row.label;
    if (total) total.textContent = row.total;
    for (const segment of [...(track?.children ?? [])]) {
      const shown = row.segments.find((each) => each.key === segment.getAttribute("data-group"));
      if (!shown) segment.remove();
      else {
        segment.setAttribute("style", `width:${shown.width}`);
        segment.setAttribute("title", shown.title);
      }
    }
  });
  repeatSample(section.querySelector("tbody"), rows, (tr, row) => {
    fillWeekCell(tr, row);
    for (const td of tr.querySelectorAll("td")) {
      const group = td.getAttribute("data-group");
      const cell = row.cells.find((each) => each.key === group);
      if (cell) td.setAttribute("data-value", String(cell.value));
      td.textContent = cell ? cell.text : row.total;
    }
  });
}

/** The quotes' table (QuoteWeeks' markup, quote-weeks.tsx) with `weeks`. */
function fillQuotes(section: Element | null, weeks: readonly WeekCounts[]): void {
  repeatSample(section?.querySelector("tbody") ?? null, weeks, (tr, { week, quotes }) => {
    fillWeekCell(tr, weekNames(week.start));
    const cells = tr.querySelectorAll("td");
    QUOTE_COLUMNS.forEach(({ group, money }, index) => {
      const td = cells[index];
      td?.setAttribute("data-value", String(quotes[group]));
      if (td) td.textContent = quoteText(quotes, group, money);
    });
  });
}

/**
 * Draws the overview with `weeks` from its template into the first-paint element, as a picture;
 * false when there is nowhere to draw it (no template, or React or a picture is already there).
 */
export function paintOverviewPicture(doc: Document, weeks: readonly WeekCounts[]): boolean {
  const frame = templateCopy(doc, OVERVIEW_TEMPLATE_ID);
  if (!frame) return false;
  for (const chart of overviewCharts(overviewGroups())) {
    const section = frame.querySelector(`[data-chart="${chart.id}"]`);
    if (section) fillChart(section, weekChartRows(chart, weeks));
  }
  fillQuotes(frame.querySelector('[data-chart="quotes"]'), weeks);
  const total = frame.querySelector('[data-testid="overview-total"]');
  if (total) total.textContent = overviewTotal(weeks);
  asPicture(frame, []);
  showPicture(doc, frame);
  return true;
}

/**
 * What /desk/overview's early script does: on that page, for a salesperson with a current token
 * copy, sends the rollup's read and draws its answer before React, the desk's modules held back
 * until that frame is drawn (or EARLY_WAIT_MS has passed). Any refusal or failure draws nothing,
 * and the page reads and draws as it would have.
 */
export function startEarlyOverview(path: string, now: Date): void {
  if (!isOverviewPath(path)) return;
  const read = startOverviewRead(now);
  if (!read || window.__deskFirstPaint) return;
  let drawn: () => void = () => undefined;
  window.__deskFirstPaint = Promise.race([
    new Promise<void>((resolve) => (drawn = resolve)),
    new Promise<void>((resolve) => setTimeout(resolve, EARLY_WAIT_MS)),
  ]);
  void read.stored.then((stored) => {
    if (!stored) return drawn();
    whenParsed(document, () => {
      let painted = false;
      try {
        painted = paintOverviewPicture(document, countsOf(lastWeeks(now), stored));
      } catch {
        // A template this script does not know: React draws the page as it would have.
      }
      if (!painted) return drawn();
      performance.mark(OVERVIEW_PICTURE_MARK);
      afterFrameDrawn(drawn);
    });
  });
}
