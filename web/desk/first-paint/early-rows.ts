// The first visit's first rows, before React: on /desk, with no snapshot of a last visit in this
// browser, the first view's query goes to Firestore as the page loads (early-query.ts). The
// desk's frame goes up from its prerendered template (FRAME_TEMPLATE_ID) while the query runs,
// and the rows are drawn into it when they come, as the return visit's picture is
// (first-paint.ts): inert, until React draws the live desk in its place. React takes the same
// rows as its snapshot (desk-snapshot.ts), so the list does not empty while the SDKs start; the
// live query then replaces them.
//
// This runs as a classic script of its own (early-rows-script.ts, bundled by
// web/scripts/desk-early-script.mjs and loaded async from /desk's <head>), not as one of the
// desk's modules: they arrive together, late on a first visit (~0.9 s at 4× CPU here), and
// React's start-up is what this must not wait for. React's code never imports it; the desk
// adopts its rows from the window (desk-snapshot.ts, adoptEarlyRows).
import { DESK_PATH } from "@shared/desk-links";
import { deskViews } from "~/content/desk-list";
import type { DeskLead } from "../desk-lead";
import { FIRST_VIEW, NO_FILTERS, viewParts } from "../desk-queries";
import { hasSnapshot, pruneSnapshot } from "./desk-snapshot";
import { queryEarlyRows, type EarlyRows } from "./early-query";
import { signedInSalesperson } from "./sales-token";
import {
  afterFrameDrawn,
  afterShown,
  asPicture,
  showPicture,
  templateCopy,
  whenParsed,
  FRAME_TEMPLATE_ID,
  PICTURE_MAX_ROWS,
} from "./first-paint";
import {
  addressPieces,
  companiesOf,
  LEAD_COLUMNS,
  leadRowCells,
  listStatus,
  NOTHING,
  type LeadColumn,
  type LeadRowCells,
} from "../lead-row";

/** Performance mark of the early query's rows (for `npm run bench:desk`). */
export const EARLY_ROWS_MARK = "desk:rows-from-early-query";

/** How each column's cell of the sample row takes a lead's words (React's: list/lead-cells.tsx). */
const FILL: Record<LeadColumn, (cell: Element, cells: LeadRowCells) => void> = {
  company: (cell, cells) => {
    const link = cell.querySelector("a");
    link?.setAttribute("href", cells.href);
    if (link) link.textContent = cells.company;
  },
  // As React's cell: each piece of the address a <span>, a <wbr> between them (addressPieces).
  // Made with createElement, not insertAdjacentHTML: each of those calls started an HTML
  // fragment parser, ~20 ms for a screen of rows at 4× CPU in a first visit's trace.
  email: (cell, cells) => {
    cell.textContent = "";
    const doc = cell.ownerDocument;
    addressPieces(cells.email).forEach((piece, index) => {
      if (index > 0) cell.append(doc.createElement("wbr"));
      const span = doc.createElement("span");
      span.textContent = piece;
      cell.append(span);
    });
  },
  phone: (cell, cells) => (cell.textContent = cells.phone),
  plan: (cell, cells) => (cell.textContent = cells.plan),
  source: (cell, cells) => (cell.textContent = cells.source),
  received: (cell, cells) => {
    const time = cell.querySelector("time");
    if (cells.received && time) {
      time.setAttribute("datetime", cells.received.iso);
      time.textContent = cells.received.words;
    } else cell.textContent = NOTHING;
  },
  delivery: (cell, cells) => {
    cell.textContent = cells.delivery;
    // The sample row needs a person, so its delivery cell carries the highlight's class.
    if (!cells.attention) cell.removeAttribute("class");
  },
  payment: (cell, cells) => {
    cell.textContent = cells.payment;
    cell.toggleAttribute("data-attention", cells.paymentAttention);
  },
};

/**
 * `sample` (the template's row) filled in with `cells`, as lead-list-view.tsx draws a row: the
 * selection box, then the cells of LEAD_COLUMNS in their order.
 */
export function filledRow(sample: Element, cells: LeadRowCells): Element {
  const row = sample.cloneNode(true) as HTMLElement;
  row.dataset.leadId = cells.id;
  row.dataset.state = cells.state;
  const [box, ...columnCells] = row.children;
  box?.querySelector("input")?.setAttribute("aria-label", cells.selectLabel);
  LEAD_COLUMNS.forEach((column, index) => {
    const cell = columnCells[index];
    if (cell) FILL[column](cell, cells);
  });
  return row;
}

/** The frame drawn from the template, waiting for its rows; its sample row kept aside to copy. */
export interface EarlyFrame {
  frame: HTMLElement;
  sample: Element;
  body: Element;
  status: Element | null;
}

/**
 * Draws the desk's frame from its template into the first-paint element, without rows yet
 * ("Loading leads…"): its style and layout happen while the query is on its way, so the rows
 * cost their own drawing only. Null when there is nothing to draw into (React is already there,
 * or a picture is).
 */
export function paintEarlyFrame(doc: Document): EarlyFrame | null {
  const frame = templateCopy(doc, FRAME_TEMPLATE_ID);
  if (!frame) return null;
  const sample = frame.querySelector("tbody tr");
  const body = sample?.parentElement;
  if (!sample || !body) return null;
  sample.remove();
  const status = frame.querySelector('[data-testid="list-status"]');
  if (status) status.textContent = listStatus({ rows: [], loading: true, error: null }, "");
  asPicture(
    frame,
    [...frame.querySelectorAll("select")].map((select) => select.selectedIndex),
  );
  showPicture(doc, frame);
  return { frame, sample, body, status };
}

/**
 * Draws `rows` (the first view's, at `now`) into the early frame (drawn now if it is not yet);
 * false when there is nowhere to draw them (React is already there, or a picture is).
 */
export function paintEarlyRows(
  doc: Document,
  rows: readonly DeskLead[],
  now: Date,
  early: EarlyFrame | null = paintEarlyFrame(doc),
): boolean {
  if (!early?.frame.isConnected || early.body.childElementCount > 0) return false;
  const [first, ...rest] = rows.slice(0, PICTURE_MAX_ROWS);
  if (!first) return false;
  if (early.status) {
    early.status.textContent = listStatus(
      { rows, loading: false, error: null },
      deskViews[FIRST_VIEW].label,
    );
  }
  const companyOf = companiesOf(rows);
  const row = (lead: DeskLead) => filledRow(early.sample, leadRowCells(lead, now, companyOf));
  const firstRow = row(first);
  early.body.append(firstRow);
  // Only the rows of the first screen: each row is style, layout and paint this frame waits
  // for, and the live list draws the rest. The first row's box says how many fit.
  const box = firstRow.getBoundingClientRect();
  const fit = Math.ceil(
    ((doc.defaultView?.innerHeight ?? 0) - box.bottom) / Math.max(box.height, 1),
  );
  early.body.append(...rest.slice(0, Math.max(fit, 0)).map(row));
  return true;
}

/**
 * The longest the desk's modules wait for the early rows' frame (desk-bootstrap.mjs waits for
 * FIRST_PAINT_PROMISE): past it they load anyway, and the live desk draws the rows.
 */
export const EARLY_WAIT_MS = 1200;

/**
 * Starts the early query on /desk when this browser has no picture or snapshot of a last visit
 * to show, and draws its rows when they come (browser only; the inline script's whole job).
 * Meanwhile the desk's modules wait, as they do for a return visit's picture: on a first visit
 * their download and compiling take the CPU the query's answer and its frame need.
 */
export function startEarlyRows(): void {
  if (location.pathname.replace(/\/$/, "") !== DESK_PATH || window.__deskEarly) return;
  // The page's inline lines may have sent the queries already, for their own moment, and hold
  // the desk's modules back themselves (early-fetch.ts). They never do on a return visit.
  const prefetched = window.__deskEarlyFetch;
  // A snapshot of a last visit (its rows and picture come first): nothing is drawn here, and its
  // rows are checked against the server once the picture is on screen (checkSnapshot).
  if (!prefetched && hasSnapshot()) {
    window.__deskEarlyCheck = checkSnapshot();
    return;
  }
  if (!prefetched && window.__deskFirstPaint) return;
  let framed: () => void = prefetched?.framed ?? (() => undefined);
  if (!prefetched) {
    window.__deskFirstPaint = Promise.race([
      new Promise<void>((resolve) => (framed = resolve)),
      new Promise<void>((resolve) => setTimeout(resolve, EARLY_WAIT_MS)),
    ]);
  }
  const now = new Date(prefetched?.now ?? Date.now());
  // A salesperson signed in with a current token: the frame goes up while the query runs.
  let early: EarlyFrame | null = null;
  if (signedInSalesperson(now)) whenParsed(document, () => (early = paintEarlyFrame(document)));
  const parts = viewParts(FIRST_VIEW, NO_FILTERS, now);
  window.__deskEarly = queryEarlyRows(parts, now, prefetched?.answers).then((answer) => {
    const shown = answer && answer.rows.length > 0 ? answer : null;
    window.__deskEarlyRows = shown;
    if (!shown) {
      framed();
      return shown;
    }
    performance.mark(EARLY_ROWS_MARK);
    whenParsed(document, () => {
      const frame = early ?? paintEarlyFrame(document);
      const first =
        paintEarlyRows(document, shown.rows, now, frame) && frame?.body.firstElementChild;
      // The modules are let go once the rows are on screen, not in their frame
      // (FIRST_PAINT_PROMISE, afterShown).
      if (first) afterShown(first, framed);
      else afterFrameDrawn(framed);
    });
    return shown;
  });
}

/**
 * A return visit's check of its snapshot: once the page's first paint is drawn (the picture,
 * painted from the snapshot by the page's inline script, or else the next frame), the first
 * view's queries go to the server, and the leads it no longer returns (erased on another desk,
 * or gone from the view) leave the picture and the stored copy (pruneSnapshot); the desk adopts
 * the same answer for React's rows (desk-snapshot.ts, adoptEarlyRows). Asked from the page's
 * head instead, the four queries ran beside the picture's own parsing, style and layout. Null
 * when nobody with access is signed in here, or on any failure.
 */
function checkSnapshot(): Promise<EarlyRows | null> {
  return new Promise<void>((resolve) =>
    whenParsed(document, () => {
      const picture = window.__deskFirstPaint;
      if (picture) void picture.then(resolve);
      else afterFrameDrawn(resolve);
    }),
  ).then(async () => {
    const now = new Date();
    const live = await queryEarlyRows(viewParts(FIRST_VIEW, NO_FILTERS, now), now);
    if (live) pruneSnapshot(live.uid, live.rows);
    return live;
  });
}
