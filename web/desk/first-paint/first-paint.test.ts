// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { holdAnimationFrames } from "./animation-frames.fixture";
import { fakeElementTiming } from "./element-timing.fixture";
import {
  afterShown,
  DESK_FRAME_ID,
  FIRST_PAINT_ID,
  FIRST_PAINT_PROMISE,
  FIRST_PAINT_SCRIPT,
  PICTURE_MAX_ROWS,
  SHOWN_TIMING,
  SHOWN_WAIT_MS,
  SNAPSHOT_KEY,
  deskPicture,
} from "./first-paint";

const MANIFEST = "/assets/manifest-abc123.js";

/** A desk page as the live desk leaves it: header parts, a table of `rows` rows, a ticked box. */
function liveDesk(rows: number) {
  document.head.innerHTML = `<link rel="modulepreload" href="${MANIFEST}">`;
  document.body.innerHTML = `
    <div id="${DESK_FRAME_ID}" class="desk">
      <header><p>Sales desk</p><nav data-picture="omit">Leads</nav>
        <div data-picture="omit">pat@brandvista.studio</div></header>
      <p role="alert">Released 2 leads.</p>
      <label>Received from<input type="date" value=""></label>
      <select aria-label="Plan"><option value="">All plans</option><option value="logo">Logo</option></select>
      <table><tbody>${Array.from(
        { length: rows },
        (_, index) =>
          `<tr data-lead-id="l${index}"><td><input type="checkbox" checked></td><th>Co ${index}</th></tr>`,
      ).join("")}</tbody></table>
    </div>`;
  window.__reactRouterManifest = { url: MANIFEST };
}

/** The desk's prerendered opening frame, then its inline script run as the parser would. */
function openingFrame(path = "/desk") {
  window.history.replaceState(null, "", path);
  document.body.innerHTML = `<div><p role="status">Opening the desk…</p></div><div id="${FIRST_PAINT_ID}" inert></div>`;
  new Function(FIRST_PAINT_SCRIPT)();
  const target = document.getElementById(FIRST_PAINT_ID);
  if (!target) throw new Error("the opening frame has no first-paint element");
  return target;
}

/** The picture of the live desk on the page (the test fails without one). */
function pictureOfPage() {
  const picture = deskPicture();
  if (!picture) throw new Error("no picture of the desk");
  return picture;
}

const windowProperty = () => (window as unknown as Record<string, unknown>)[FIRST_PAINT_PROMISE];

/** Settles the microtasks queued so far (and those they queue, a few levels deep). */
const microtasks = async () => {
  for (let step = 0; step < 5; step += 1) await Promise.resolve();
};

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  localStorage.clear();
  delete window.__reactRouterManifest;
  Reflect.deleteProperty(window, FIRST_PAINT_PROMISE);
  document.head.innerHTML = "";
  document.body.innerHTML = "";
});

describe("the desk's first paint", () => {
  it("keeps the first rows, unticked, the chosen options, date fields as boxes, and no alerts, who is signed in or the pages' links", () => {
    liveDesk(PICTURE_MAX_ROWS + 5);
    const plan = document.querySelector("select");
    if (plan) plan.value = "logo";
    const picture = pictureOfPage();
    expect(picture.build).toBe(MANIFEST);
    const copy = document.createElement("div");
    copy.innerHTML = picture.html;
    // jsdom lays nothing out: every row counts as on the first screen, up to the maximum.
    expect(copy.querySelectorAll("tbody tr")).toHaveLength(PICTURE_MAX_ROWS);
    expect(copy.querySelector("[checked]")).toBeNull();
    expect(copy.querySelector("[role=alert]")?.textContent).toBe("");
    expect(copy.textContent).not.toContain("pat@brandvista.studio");
    expect(copy.querySelector("nav")).toBeNull();
    expect([...copy.querySelectorAll("option")].map((option) => option.value)).toEqual(["logo"]);
    expect(copy.querySelector("option")?.hasAttribute("selected")).toBe(true);
    expect(copy.querySelector("input[type=date]")).toBeNull();
    expect(copy.querySelector("label input")?.getAttribute("type")).toBe("text");
    expect(copy.querySelector(`#${DESK_FRAME_ID}`)).toBeNull(); // no second element with that id
  });

  it("keeps only the rows a page opened at its top shows", () => {
    liveDesk(6);
    const rows = [...document.querySelectorAll("tbody tr")];
    rows.forEach((row, index) => {
      row.getBoundingClientRect = () => ({ top: 300 + index * 200 }) as DOMRect;
    });
    Object.defineProperty(window, "innerHeight", { value: 900, configurable: true });
    const copy = document.createElement("div");
    copy.innerHTML = pictureOfPage().html;
    // Tops at 300, 500, 700 are on a 900 px screen; 900, 1100, 1300 are below it.
    expect(copy.querySelectorAll("tbody tr")).toHaveLength(3);
  });

  it("is painted by the inline script on /desk when the page preloads the same build", () => {
    liveDesk(3);
    const picture = pictureOfPage();
    localStorage.setItem(SNAPSHOT_KEY, JSON.stringify({ uid: "u1", rows: [], ...picture }));
    document.head.innerHTML = `<link rel="modulepreload" href="${MANIFEST}">`;
    const target = openingFrame();
    expect(target.querySelectorAll("tbody tr")).toHaveLength(3);
    expect(target.previousElementSibling?.hasAttribute("hidden")).toBe(true);
    expect(windowProperty()).toBeInstanceOf(Promise);
  });

  it("lets the desk's modules go once the picture's frame is drawn, not in its animation callbacks", async () => {
    liveDesk(3);
    const picture = pictureOfPage();
    localStorage.setItem(SNAPSHOT_KEY, JSON.stringify({ uid: "u1", rows: [], ...picture }));
    const runFrame = holdAnimationFrames();
    openingFrame();
    let released = false;
    void (windowProperty() as Promise<void>).then(() => (released = true));
    runFrame();
    await microtasks();
    // The bootstrap's links and imports would run here, before the frame's layout and paint.
    expect(released).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(released).toBe(true);
  });

  it("paints nothing for another build, another desk page, or an unreadable entry", () => {
    liveDesk(3);
    const picture = pictureOfPage();
    localStorage.setItem(SNAPSHOT_KEY, JSON.stringify({ uid: "u1", rows: [], ...picture }));
    document.head.innerHTML = `<link rel="modulepreload" href="/assets/manifest-def456.js">`;
    expect(openingFrame().innerHTML).toBe("");
    document.head.innerHTML = `<link rel="modulepreload" href="${MANIFEST}">`;
    expect(openingFrame("/desk/overview").innerHTML).toBe("");
    localStorage.setItem(SNAPSHOT_KEY, "{not json");
    const target = openingFrame();
    expect(target.innerHTML).toBe("");
    expect(target.previousElementSibling?.hasAttribute("hidden")).toBe(false);
    expect(windowProperty()).toBeUndefined();
  });
});

describe("afterShown", () => {
  const row = () => {
    document.body.innerHTML =
      "<table><tbody><tr><td>Acme</td><td>pat@acme.test</td></tr></tbody></table>";
    const first = document.querySelector("tr");
    if (!first) throw new Error("no row");
    return first;
  };

  it("calls back once the browser reports the row's cells painted, once", () => {
    const presented = fakeElementTiming();
    const callback = vi.fn();
    const first = row();
    afterShown(first, callback);
    expect([...first.children].map((cell) => cell.getAttribute("elementtiming"))).toEqual([
      SHOWN_TIMING,
      SHOWN_TIMING,
    ]);
    expect(callback).not.toHaveBeenCalled();
    presented();
    presented();
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it("calls back after SHOWN_WAIT_MS without a report, and not again on a late one", () => {
    const presented = fakeElementTiming();
    vi.useFakeTimers();
    const callback = vi.fn();
    afterShown(row(), callback);
    vi.advanceTimersByTime(SHOWN_WAIT_MS);
    expect(callback).toHaveBeenCalledTimes(1);
    presented();
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it("without Element Timing, calls back once the next frame is drawn", async () => {
    const runFrame = holdAnimationFrames();
    const callback = vi.fn();
    afterShown(row(), callback);
    runFrame();
    expect(callback).not.toHaveBeenCalled();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(callback).toHaveBeenCalledTimes(1);
  });
});
