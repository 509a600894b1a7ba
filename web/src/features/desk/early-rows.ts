// The first visit's first rows, before React: on /desk, with no snapshot of a last visit in this
// browser, the first view's query goes to Firestore as the page loads (early-query.ts) and its
// rows are drawn into the prerendered template of the desk's frame (FRAME_TEMPLATE_ID), as the
// return visit's picture is (first-paint.ts): inert, until React draws the live desk in its
// place. React takes the same rows as its snapshot (desk-snapshot.ts), so the list does not
// empty while the SDKs start; the live query then replaces them.
//
// This runs as an inline script of /desk's HTML (early-rows-inline.ts, bundled into the page by
// web/scripts/desk-early-script.mjs), not as a module: on this machine the first visit's modules
// arrive at ~0.9 s whatever their size, the HTML at ~0.1 s. React's code never imports it; the
// desk adopts its rows from the window (desk-session.ts, adoptEarlyRows).
import { DESK_PATH } from "@shared/desk-links";
import { deskViews } from "~/content/desk-list";
import type { DeskLead } from "./desk-lead";
import { FIRST_VIEW, NO_FILTERS, viewParts } from "./desk-queries";
import { hasSnapshot } from "./desk-snapshot";
import { queryEarlyRows } from "./early-query";
import { asPicture, FIRST_PAINT_ID, FRAME_TEMPLATE_ID, PICTURE_MAX_ROWS } from "./first-paint";
import { companiesOf, leadRowCells, listStatus, NOTHING, type LeadRowCells } from "./lead-row";

/** Performance mark of the early query's rows (for `npm run bench:desk`). */
export const EARLY_ROWS_MARK = "desk:rows-from-early-query";

/** `sample` (the template's row) filled in with `cells`, as lead-list-view.tsx draws a row. */
export function filledRow(sample: Element, cells: LeadRowCells): Element {
  const row = sample.cloneNode(true) as HTMLElement;
  row.dataset.leadId = cells.id;
  row.dataset.state = cells.state;
  const [box, company, email, phone, plan, source, received, delivery, payment] = row.children;
  box?.querySelector("input")?.setAttribute("aria-label", cells.selectLabel);
  const link = company?.querySelector("a");
  link?.setAttribute("href", cells.href);
  if (link) link.textContent = cells.company;
  const text = (cell: Element | undefined, value: string) => {
    if (cell) cell.textContent = value;
  };
  text(email, cells.email);
  text(phone, cells.phone);
  text(plan, cells.plan);
  text(source, cells.source);
  const time = received?.querySelector("time");
  if (cells.received && time) {
    time.setAttribute("datetime", cells.received.iso);
    time.textContent = cells.received.words;
  } else text(received, NOTHING);
  text(delivery, cells.delivery);
  // The sample row needs a person, so its delivery cell carries the highlight's class.
  if (!cells.attention) delivery?.removeAttribute("class");
  text(payment, cells.payment);
  return row;
}

/**
 * Draws `rows` (the first view's, at `now`) into the desk's first-paint element from the frame's
 * template; false when there is nothing to draw into (React is already there, or a picture is).
 */
export function paintEarlyRows(doc: Document, rows: readonly DeskLead[], now: Date): boolean {
  const target = doc.getElementById(FIRST_PAINT_ID);
  const template = doc.getElementById(FRAME_TEMPLATE_ID);
  if (!target || target.childElementCount > 0 || !(template instanceof HTMLTemplateElement)) {
    return false;
  }
  const frame = template.content.firstElementChild?.cloneNode(true);
  if (!(frame instanceof HTMLElement)) return false;
  const sample = frame.querySelector("tbody tr");
  const body = sample?.parentElement;
  if (!sample || !body) return false;
  const status = frame.querySelector('[data-testid="list-status"]');
  if (status) {
    status.textContent = listStatus(
      { rows, loading: false, error: null },
      deskViews[FIRST_VIEW].label,
    );
  }
  asPicture(
    frame,
    [...frame.querySelectorAll("select")].map((select) => select.selectedIndex),
  );
  const companyOf = companiesOf(rows);
  const row = (lead: DeskLead) => filledRow(sample, leadRowCells(lead, now, companyOf));
  const [first, ...rest] = rows.slice(0, PICTURE_MAX_ROWS);
  if (!first) return false;
  const firstRow = row(first);
  sample.replaceWith(firstRow);
  target.append(frame);
  if (target.previousElementSibling instanceof HTMLElement) {
    target.previousElementSibling.hidden = true;
  }
  // Only the rows of the first screen: each row is style, layout and paint this frame waits
  // for, and the live list draws the rest. The first row's box (one layout, which the frame
  // needs anyway) says how many fit.
  const box = firstRow.getBoundingClientRect();
  const fit = Math.ceil(
    ((doc.defaultView?.innerHeight ?? 0) - box.bottom) / Math.max(box.height, 1),
  );
  body.append(...rest.slice(0, Math.max(fit, 0)).map(row));
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
  // A snapshot of a last visit (its rows and picture come first): only its presence is read,
  // not the record, which the picture's own script parses a moment later.
  if (window.__deskFirstPaint || hasSnapshot()) return;
  let framed: () => void = () => undefined;
  window.__deskFirstPaint = Promise.race([
    new Promise<void>((resolve) => (framed = resolve)),
    new Promise<void>((resolve) => setTimeout(resolve, EARLY_WAIT_MS)),
  ]);
  const now = new Date();
  window.__deskEarly = queryEarlyRows(viewParts(FIRST_VIEW, NO_FILTERS, now), now).then((early) => {
    const shown = early && early.rows.length > 0 ? early : null;
    window.__deskEarlyRows = shown;
    if (!shown) {
      framed();
      return shown;
    }
    performance.mark(EARLY_ROWS_MARK);
    // The script starts in <head>: the template may still be on its way (the document is
    // "interactive" once parsed, before the deferred module scripts run).
    const paint = () => {
      paintEarlyRows(document, shown.rows, now);
      requestAnimationFrame(() => framed());
    };
    if (document.readyState !== "loading") paint();
    else document.addEventListener("readystatechange", paint, { once: true });
    return shown;
  });
}
