// The desk's first paint on a return visit: the list exactly as this browser last drew it,
// put on screen by a few lines of inline script while the HTML is still being parsed, before
// React, the desk's code or the Firebase SDKs have run. It is a picture (inert: nothing in it
// can be clicked or focused) until React draws the live desk in its place, from the same
// snapshot and then from Firestore.
//
// The picture is saved with the desk's snapshot of rows (desk-snapshot.ts): the same moment
// (a complete answer of the first view from the server), the same owner (the salesperson's
// uid) and the same lifetime (sign-out or anyone else's Auth answer deletes both). It is only
// shown by the build that drew it: the page must preload the same React Router manifest (its
// file name is a hash of every chunk), so a deploy never paints an old build's markup.
import { DESK_PATH } from "@shared/desk-links";

/**
 * Set by the script once it has painted: on a return visit, resolves once that frame is drawn (a
 * task queued from its animation callbacks runs after its style, layout and paint); on a first
 * visit, once the early rows are on screen (afterShown). The desk's bootstrap
 * (web/scripts/desk-bootstrap.mjs, same name) then asks for React and the desk's modules. Asking
 * is not free: resolved in the animation callbacks themselves, the bootstrap's two dozen
 * modulepreload links and imports ran before the frame's layout and held its paint back by
 * ~0.19 s at 4× CPU (a trace of a first visit, `npm run bench:desk -- --trace`).
 */
export const FIRST_PAINT_PROMISE = "__deskFirstPaint";

/**
 * Calls `callback` once the next frame is drawn: from a task queued in its animation callbacks,
 * which runs after its style, layout and paint. (FIRST_PAINT_SCRIPT, a string of its own, does
 * the same.)
 */
export function afterFrameDrawn(callback: () => void): void {
  requestAnimationFrame(() => setTimeout(callback, 0));
}

/** Element Timing's name for the cells afterShown watches. */
export const SHOWN_TIMING = "desk:first-rows-shown";
/** The longest afterShown waits for the browser's word (a hidden tab presents nothing). */
export const SHOWN_WAIT_MS = 400;

/**
 * Calls `callback` once `row` is on screen: when Chromium reports its cells' text painted
 * (Element Timing reports a frame once it is presented, not only drawn), or after
 * SHOWN_WAIT_MS; where the browser has no Element Timing, once the next frame is drawn
 * (afterFrameDrawn). A drawn frame still has its raster, activation and presentation ahead,
 * on the same two cores: released from the drawn frame, the desk's two dozen modulepreload
 * links and their downloads took that CPU and held a first visit's rows off the screen for
 * ~0.16 s at 4× CPU (`npm run bench:desk -- --trace`; docs/desk.md, "Loading and painting").
 * A return visit's picture does not wait so: its modules come from the cache, and waiting cost
 * the live desk more (~0.12 s) than it gave the picture (docs/desk.md says with what figures).
 */
export function afterShown(row: Element, callback: () => void): void {
  if (
    typeof PerformanceObserver === "undefined" ||
    !PerformanceObserver.supportedEntryTypes?.includes("element")
  ) {
    afterFrameDrawn(callback);
    return;
  }
  let called = false;
  const observer = new PerformanceObserver((list) => {
    const entries = list.getEntries() as (PerformanceEntry & { identifier?: string })[];
    if (entries.some((entry) => entry.identifier === SHOWN_TIMING)) done();
  });
  const timer = setTimeout(done, SHOWN_WAIT_MS);
  function done() {
    if (called) return;
    called = true;
    observer.disconnect();
    clearTimeout(timer);
    callback();
  }
  observer.observe({ type: "element" });
  // Element Timing reports text under the block that holds it: the cells, not the row.
  for (const cell of row.children) cell.setAttribute("elementtiming", SHOWN_TIMING);
}

/** Runs `draw` once the page is parsed (its templates are there), at once if it is. */
export function whenParsed(doc: Document, draw: () => void): void {
  if (doc.readyState !== "loading") draw();
  else doc.addEventListener("readystatechange", draw, { once: true });
}

/** The element the picture is painted into (rendered empty by the desk's opening frame). */
export const FIRST_PAINT_ID = "desk-first-paint";
/** The live desk's outermost element, whose HTML is the picture. */
export const DESK_FRAME_ID = "desk";

/**
 * Marks what the picture leaves out: what the live desk only shows once Auth has answered
 * (the pages' links, who is signed in), so the header does not change twice.
 */
export const LEFT_OUT_OF_PICTURE = { "data-picture": "omit" } as const;

/**
 * Rows kept in the picture: those a page opened at its top shows (measured when the picture is
 * taken), and at most this many. Rows below the fold are not seen in the first frame anyway,
 * and every row, like every option, is style, layout and paint that frame waits for; the live
 * list draws the rest a moment later.
 */
export const PICTURE_MAX_ROWS = 25;

/**
 * How a picture draws an empty date field: a plain text box as wide as Chromium's date field (14
 * characters, measured: 169/168 px). A date input's first creation in a page builds its locale's
 * date format and shadow fields: 0.1–0.25 s at 4× CPU, measured in the task that cloned the first
 * visit's frame. The snapshot's picture is made so (asPicture), and the first visit's template
 * is rendered so (lead-filters.tsx), since even retyping a template's date field pays it.
 */
export const PICTURE_DATE_FIELD = { type: "text", size: 14 } as const;

export interface DeskPicture {
  html: string;
  /** The React Router manifest's URL of the build that drew it. */
  build: string;
}

declare global {
  interface Window {
    __reactRouterManifest?: { url?: string };
    /** FIRST_PAINT_PROMISE: the desk's first paint (a picture, or a first visit's early rows). */
    __deskFirstPaint?: Promise<void>;
  }
}

/**
 * The live desk's HTML as a picture to paint next time: the rows on its first screen, unticked, no
 * alerts of this visit, date fields as plain boxes. Null when the desk is not on the page or the build is unknown (the dev
 * server).
 */
export function deskPicture(doc: Document = document): DeskPicture | null {
  const frame = doc.getElementById(DESK_FRAME_ID);
  const build = doc.defaultView?.__reactRouterManifest?.url;
  if (!frame || !build) return null;
  const view = doc.defaultView;
  // Rows run down the page in order: the first one below the fold ends the first screen.
  const rows = [...frame.querySelectorAll("tbody tr")];
  const fold = view?.innerHeight ?? 0;
  const below = rows.findIndex(
    (row, index) => index > 0 && row.getBoundingClientRect().top + (view?.scrollY ?? 0) >= fold,
  );
  const shown = below === -1 ? rows.length : below;
  const copy = frame.cloneNode(true) as HTMLElement;
  const kept = Math.min(shown, PICTURE_MAX_ROWS);
  for (const row of [...copy.querySelectorAll("tbody tr")].slice(kept)) row.remove();
  // A closed <select> shows its chosen option (read from the live one: React sets it by value).
  asPicture(
    copy,
    [...frame.querySelectorAll("select")].map((select) => select.selectedIndex),
  );
  return { html: copy.outerHTML, build };
}

/**
 * Makes a copy of the desk's frame a picture: no id, unticked, only each select's `chosen`
 * option, no alerts, without what the picture leaves out, empty date fields as plain boxes.
 */
export function asPicture(copy: HTMLElement, chosen: readonly number[]): void {
  copy.removeAttribute("id");
  for (const box of copy.querySelectorAll("input[type=checkbox]")) box.removeAttribute("checked");
  for (const part of copy.querySelectorAll('[data-picture="omit"]')) part.remove();
  copy.querySelectorAll("select").forEach((select, index) => {
    [...select.options].forEach((option, at) => {
      if (at === chosen[index]) option.setAttribute("selected", "");
      else option.remove();
    });
  });
  for (const alert of copy.querySelectorAll("[role=alert]")) alert.textContent = "";
  // An empty date field is drawn as a plain box of its width (PICTURE_DATE_FIELD).
  for (const date of copy.querySelectorAll("input[type=date]")) {
    date.setAttribute("type", PICTURE_DATE_FIELD.type);
    date.setAttribute("size", String(PICTURE_DATE_FIELD.size));
    date.removeAttribute("value");
  }
}

/**
 * The prerendered template of the desk's frame with one sample row (desk-layout.tsx): the first
 * visit's picture, drawn before React from the early query's rows (early-rows.ts).
 */
export const FRAME_TEMPLATE_ID = "desk-frame-template";

/**
 * The prerendered template of the desk's frame with the overview drawn for one sample week
 * (desk-layout.tsx): the overview's picture, filled before React from the rollup's early read
 * (overview/early-overview-picture.ts).
 */
export const OVERVIEW_TEMPLATE_ID = "desk-overview-template";

/**
 * A copy of the frame prerendered in the template `templateId`, to fill in as a picture; null
 * when there is nothing to draw into (no such template, or React or a picture is already there).
 */
export function templateCopy(doc: Document, templateId: string): HTMLElement | null {
  const target = doc.getElementById(FIRST_PAINT_ID);
  const template = doc.getElementById(templateId);
  if (!target || target.childElementCount > 0 || !(template instanceof HTMLTemplateElement)) {
    return null;
  }
  const frame = template.content.firstElementChild?.cloneNode(true);
  return frame instanceof HTMLElement ? frame : null;
}

/** Puts `picture` in the first-paint element and hides the opening line before it. */
export function showPicture(doc: Document, picture: HTMLElement): void {
  const target = doc.getElementById(FIRST_PAINT_ID);
  target?.append(picture);
  if (target?.previousElementSibling instanceof HTMLElement) {
    target.previousElementSibling.hidden = true;
  }
}

/** The key the desk's snapshot (rows and picture) is kept under in localStorage. */
export const SNAPSHOT_KEY = "brandvista.desk.firstView.v1";

/**
 * The inline script that paints the picture (its sha256 joins the page's CSP at build time,
 * like every inline script). It runs when the parser reaches it, so it must stay tiny and
 * must never throw: any doubt and the page simply waits for React.
 */
export const FIRST_PAINT_SCRIPT = `(function(){try{
if(location.pathname.replace(/\\/$/,"")!==${JSON.stringify(DESK_PATH)})return;
var s=JSON.parse(localStorage.getItem(${JSON.stringify(SNAPSHOT_KEY)})||"null");
var el=document.getElementById(${JSON.stringify(FIRST_PAINT_ID)});
if(!s||typeof s.html!=="string"||typeof s.build!=="string"||!el)return;
if(!document.querySelector('link[rel="modulepreload"][href="'+s.build.replace(/"/g,"")+'"]'))return;
el.innerHTML=s.html;
if(el.previousElementSibling)el.previousElementSibling.hidden=true;
window[${JSON.stringify(FIRST_PAINT_PROMISE)}]=new Promise(function(r){requestAnimationFrame(function(){setTimeout(r,0)})});
}catch(e){}})();`;
