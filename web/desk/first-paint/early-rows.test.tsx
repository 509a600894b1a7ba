// @vitest-environment jsdom
// The first visit's rows before React: drawn from the prerendered template of the desk's frame
// (desk-layout.tsx renders it with one sample row), they are the rows React draws for the same
// leads, element for element, in a picture that nothing can be clicked in; only the first
// screen's rows are drawn.
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router-dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import { holdAnimationFrames } from "./animation-frames.fixture";
import { fakeElementTiming } from "./element-timing.fixture";
import { DeskShell } from "../session";
import { toDeskLead, type DeskLead } from "../desk-lead";
import { paintEarlyFrame, paintEarlyRows, startEarlyRows } from "./early-rows";
import {
  asPicture,
  FIRST_PAINT_ID,
  FRAME_TEMPLATE_ID,
  PICTURE_DATE_FIELD,
  PICTURE_MAX_ROWS,
  SHOWN_TIMING,
  SNAPSHOT_KEY,
} from "./first-paint";
import { LeadListView } from "../list";
import { deskCopy } from "~/content/desk";
import {
  companiesOf,
  LEAD_COLUMNS,
  leadRowCells,
  NOTHING,
  SAMPLE_LEAD,
  type LeadColumn,
  type LeadRowCells,
} from "../lead-row";
import { failedLeadResult } from "./run-query-answer.fixture";
import { saveSnapshot } from "./desk-snapshot";
import { signIn } from "./stored-user.fixture";

const now = new Date("2026-11-25T10:40:00Z");
const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000);

/** Leads with every kind of cell: missing parts, each delivery wording, a payment. */
const LEADS: DeskLead[] = [
  toDeskLead("lead-failed", {
    companyName: "Acme & Sons <Ltd>",
    emailAddress: "owner@acme.example",
    number: "(214) 555-0100",
    plan: "branding-identity",
    source: { utmSource: "google", utmMedium: "cpc" },
    createdAt: minutesAgo(30),
    delivery: { state: "ERROR", attempts: 3, error: { status: 403, text: "Forbidden" } },
  }),
  toDeskLead("lead-mailed", {
    companyName: "Northwind",
    emailAddress: "hi@northwind.example",
    plan: "no-such-plan",
    source: { referrer: "https://www.linkedin.com/feed" },
    createdAt: minutesAgo(90),
    delivery: { state: "SUCCESS", attempts: 1 },
    payment: { state: "PAID", amountCents: 249_900, sessionId: "cs_1" },
  }),
  toDeskLead("lead-duplicate", {
    emailAddress: "owner@acme.example",
    delivery: { state: "DUPLICATE", duplicateOf: "lead-failed" },
  }),
  toDeskLead("lead-held", {
    companyName: "Globex",
    createdAt: minutesAgo(5),
    delivery: { state: "HELD", heldFor: "quota" },
  }),
  // A deposit plan whose balance invoice is past its due date: the payment cell is highlighted.
  toDeskLead("lead-overdue", {
    companyName: "Initech",
    plan: "branding-system",
    createdAt: minutesAgo(60 * 24 * 30),
    delivery: { state: "SUCCESS", attempts: 1 },
    payment: {
      state: "PAID",
      planId: "branding-system",
      amountCents: 249_950,
      sessionId: "cs_2",
      balance: {
        invoiceId: "in_2",
        state: "OPEN",
        amountCents: 249_950,
        hostedUrl: "https://invoice.stripe.com/i/in_2",
        sentAt: minutesAgo(60 * 24 * 20),
        dueAt: minutesAgo(60 * 24 * 6),
      },
    },
  }),
];

const withRouter = (children: React.ReactNode) => (
  <MemoryRouter initialEntries={["/desk"]}>{children}</MemoryRouter>
);

/** /desk as prerendered: the opening line, the first-paint element, the frame's template. */
function prerenderedDesk() {
  window.history.replaceState(null, "", "/desk");
  const template = renderToString(
    withRouter(<DeskShell template={<LeadListView pictureOf={[SAMPLE_LEAD]} />} />),
  );
  document.body.innerHTML =
    `<div><p role="status">Opening the desk…</p></div><div id="${FIRST_PAINT_ID}" inert></div>` +
    `<template id="${FRAME_TEMPLATE_ID}">${template}</template>`;
}

/** The rows React draws for `leads` (server markup, parsed; its text separators dropped). */
function reactRows(leads: DeskLead[]): string[] {
  const holder = document.createElement("template");
  holder.innerHTML = renderToString(withRouter(<LeadListView pictureOf={leads} />));
  const walker = document.createTreeWalker(holder.content, NodeFilter.SHOW_COMMENT);
  const comments: Node[] = [];
  while (walker.nextNode()) comments.push(walker.currentNode);
  for (const comment of comments) comment.parentNode?.removeChild(comment);
  return [...holder.content.querySelectorAll("tbody tr")].map((row) => row.outerHTML);
}

const paintedRows = () =>
  [...document.querySelectorAll(`#${FIRST_PAINT_ID} tbody tr`)].map((row) => row.outerHTML);

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  document.body.innerHTML = "";
  localStorage.clear();
  delete window.__deskFirstPaint;
  delete window.__deskEarlyCheck;
  delete window.__deskEarly;
  delete window.__deskEarlyRows;
  delete window.__deskEarlyFetch;
});

describe("paintEarlyRows", () => {
  it("draws the rows React draws, in an inert picture of the frame, and hides the opening line", () => {
    vi.useFakeTimers({ now, toFake: ["Date"] });
    prerenderedDesk();
    // Without one Intl format: a page's first loads ICU's data, 0.15–0.3 s at 4× CPU.
    const formats = vi.spyOn(Intl, "DateTimeFormat");
    expect(paintEarlyRows(document, LEADS, now)).toBe(true);
    expect(formats).not.toHaveBeenCalled();

    expect(paintedRows()).toEqual(reactRows(LEADS));
    const target = document.getElementById(FIRST_PAINT_ID);
    expect(target?.hasAttribute("inert")).toBe(true);
    expect(target?.querySelector("[id=desk]")).toBeNull();
    expect(target?.querySelector('[data-testid="list-status"]')?.textContent).toBe(
      "5 leads shown in Needs attention.",
    );
    expect((target?.previousElementSibling as HTMLElement | null)?.hidden).toBe(true);
    // Drawn once: a second answer (or React already there) leaves the page alone.
    expect(paintEarlyRows(document, LEADS.slice(0, 1), now)).toBe(false);
  });

  it("has no date input in the template: its date fields are the snapshot picture's plain boxes", () => {
    prerenderedDesk();
    const template = document.getElementById(FRAME_TEMPLATE_ID) as HTMLTemplateElement;
    // A date input's first creation builds the locale's date format: 0.1–0.25 s at 4× CPU, paid
    // by the clone below if the template had one (even retyping it there pays it).
    expect(template.content.querySelectorAll("input[type=date]")).toHaveLength(0);
    const boxes = [
      ...template.content.querySelectorAll(`input[size="${PICTURE_DATE_FIELD.size}"]`),
    ];
    expect(boxes.map((box) => box.getAttribute("type"))).toEqual(["text", "text"]);
    // The same boxes as the picture of a live desk (asPicture) draws for its date fields.
    const live = document.createElement("div");
    live.innerHTML = '<input type="date" value="2026-11-02"><input type="date">';
    asPicture(live, []);
    expect([...live.querySelectorAll("input")].map((box) => box.outerHTML)).toEqual(
      boxes.map((box) => box.outerHTML.replace(/ id="[^"]*"| value=""/g, "")),
    );
  });

  it("can put the frame up first, without rows, and add the rows when they come", () => {
    prerenderedDesk();
    const frame = paintEarlyFrame(document);
    expect(frame).not.toBeNull();
    expect(paintedRows()).toEqual([]);
    expect(document.querySelector('[data-testid="list-status"]')?.textContent).toBe(
      "Loading leads…",
    );
    expect((document.body.firstElementChild as HTMLElement).hidden).toBe(true);
    expect(paintEarlyFrame(document)).toBeNull(); // one frame

    expect(paintEarlyRows(document, LEADS, now, frame)).toBe(true);
    expect(paintedRows()).toEqual(reactRows(LEADS));
    expect(paintEarlyRows(document, LEADS, now, frame)).toBe(false); // rows once
  });

  it("draws only the rows of the first screen, at most PICTURE_MAX_ROWS", () => {
    prerenderedDesk();
    const many = Array.from({ length: PICTURE_MAX_ROWS + 10 }, (_, index) =>
      toDeskLead(`lead-${index}`, {
        companyName: `Company ${index}`,
        createdAt: minutesAgo(index),
      }),
    );
    paintEarlyRows(document, many, now);
    expect(paintedRows()).toHaveLength(PICTURE_MAX_ROWS);

    document.body.innerHTML = "";
    prerenderedDesk();
    // A 900 px window whose first row ends at 300 px, rows 40 px high: 15 more rows fit.
    vi.spyOn(window, "innerHeight", "get").mockReturnValue(900);
    vi.spyOn(HTMLTableRowElement.prototype, "getBoundingClientRect").mockReturnValue(
      DOMRect.fromRect({ x: 0, y: 260, width: 1000, height: 40 }),
    );
    paintEarlyRows(document, many, now);
    expect(paintedRows()).toHaveLength(16);
  });
});

/** The words each column's cell shows (what a reader sees in it, whoever drew it). */
const COLUMN_TEXT: Record<LeadColumn, (cells: LeadRowCells) => string> = {
  company: (cells) => cells.company,
  email: (cells) => cells.email,
  phone: (cells) => cells.phone,
  plan: (cells) => cells.plan,
  source: (cells) => cells.source,
  received: (cells) => cells.received?.words ?? NOTHING,
  delivery: (cells) => cells.delivery,
  payment: (cells) => cells.payment,
};

/** The texts of a table's header (after the select-all box) and of its rows' cells. */
function tableTexts(root: ParentNode) {
  const texts = (cells: Iterable<Element>) => [...cells].map((cell) => cell.textContent);
  return {
    heads: texts(root.querySelectorAll("thead th")).slice(1),
    rows: [...root.querySelectorAll("tbody tr")].map((row) => texts(row.children).slice(1)),
  };
}

describe("the list's column table (LEAD_COLUMNS)", () => {
  it("orders React's header and cells, and the picture's cells, alike", () => {
    vi.useFakeTimers({ now, toFake: ["Date"] });
    const expected = {
      heads: LEAD_COLUMNS.map((column) => deskCopy.columns[column]),
      rows: LEADS.map((lead) => {
        const cells = leadRowCells(lead, now, companiesOf(LEADS));
        return LEAD_COLUMNS.map((column) => COLUMN_TEXT[column](cells));
      }),
    };
    const react = document.createElement("template");
    react.innerHTML = renderToString(withRouter(<LeadListView pictureOf={LEADS} />));
    expect(tableTexts(react.content)).toEqual(expected);

    prerenderedDesk();
    expect(paintEarlyRows(document, LEADS, now)).toBe(true);
    const picture = document.getElementById(FIRST_PAINT_ID);
    expect(picture && tableTexts(picture)).toEqual(expected);
  });
});

describe("startEarlyRows", () => {
  it("starts no early query on another desk page, nor when a last visit's snapshot is there", () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch");
    window.history.replaceState(null, "", "/desk/overview");
    startEarlyRows();
    window.history.replaceState(null, "", "/desk");
    localStorage.setItem(SNAPSHOT_KEY, JSON.stringify({ uid: "u", rows: [] }));
    startEarlyRows();
    expect(window.__deskEarly).toBeUndefined();
    expect(window.__deskFirstPaint).toBeUndefined();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("on a return visit checks the snapshot once the picture is drawn, and draws nothing", async () => {
    window.history.replaceState(null, "", "/desk");
    prerenderedDesk();
    signIn({ role: "sales" });
    const created = (index: number) => new Date(Date.now() - index * 60_000);
    // The last visit kept lead-0 and a lead erased since; the server now answers lead-0 only.
    saveSnapshot("sales-uid", [
      toDeskLead("lead-0", { companyName: "Company 0", createdAt: created(0) }),
      toDeskLead("lead-erased", { companyName: "Erased Co", createdAt: created(1) }),
    ]);
    const fetchSpy = vi.spyOn(globalThis, "fetch").mockImplementation(async (_url, init) => {
      const failedHeld = String(init?.body).includes('"ERROR"');
      return Response.json(failedHeld ? [failedLeadResult(0, created(0))] : []);
    });
    // The picture's inline script painted it; its frame is not drawn yet.
    let pictureDrawn = () => {};
    window.__deskFirstPaint = new Promise<void>((resolve) => (pictureDrawn = resolve));

    startEarlyRows();
    const check = window.__deskEarlyCheck;
    await new Promise((resolve) => setTimeout(resolve, 0));
    // Nothing goes to the server while the picture's frame is being drawn.
    expect(fetchSpy).not.toHaveBeenCalled();
    pictureDrawn();
    expect((await check)?.rows.map((lead) => lead.id)).toEqual(["lead-0"]);
    // The first view's queries, once each.
    expect(fetchSpy).toHaveBeenCalledTimes(4);
    expect(window.__deskEarly).toBeUndefined();
    expect(paintedRows()).toHaveLength(0);
    expect(localStorage.getItem(SNAPSHOT_KEY)).not.toContain("lead-erased");
    expect(localStorage.getItem(SNAPSHOT_KEY)).toContain("lead-0");
  });

  /**
   * /desk with a salesperson signed in, whose page's inline lines sent the four queries; each
   * answers one lead needing a person. Returns the spy the modules' release calls.
   */
  function firstVisitAnswered() {
    window.history.replaceState(null, "", "/desk");
    prerenderedDesk();
    signIn({ role: "sales" });
    const framed = vi.fn();
    window.__deskEarlyFetch = {
      now: Date.now(),
      answers: [0, 1, 2, 3].map((index) =>
        Promise.resolve([failedLeadResult(index, new Date(Date.now() - index * 60_000))]),
      ),
      framed,
    };
    return framed;
  }

  it("lets the desk's modules go once the rows' frame is drawn, not in its animation callbacks", async () => {
    const framed = firstVisitAnswered();
    const runFrame = holdAnimationFrames();

    startEarlyRows();
    expect((await window.__deskEarly)?.rows).toHaveLength(4);
    expect(paintedRows()).toHaveLength(4);
    runFrame();
    await Promise.resolve();
    // Asked for in the frame's callbacks, the modules would hold its layout and paint back.
    expect(framed).not.toHaveBeenCalled();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(framed).toHaveBeenCalledOnce();
  });

  it("where the browser reports painted elements, lets the modules go once the rows are on screen", async () => {
    const framed = firstVisitAnswered();
    const presented = fakeElementTiming();
    const runFrame = holdAnimationFrames();

    startEarlyRows();
    await window.__deskEarly;
    // The first row's cells are named for Element Timing.
    const first = document.querySelector(`#${FIRST_PAINT_ID} tbody tr`);
    expect(first?.querySelector(`[elementtiming="${SHOWN_TIMING}"]`)).not.toBeNull();
    runFrame();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(framed).not.toHaveBeenCalled(); // drawn, not yet presented
    presented();
    expect(framed).toHaveBeenCalledOnce();
  });

  it("holds the desk's modules back until it has answered, and leaves null without a user", async () => {
    window.history.replaceState(null, "", "/desk");
    startEarlyRows();
    expect(window.__deskFirstPaint).toBeInstanceOf(Promise);
    expect(await window.__deskEarly).toBeNull();
    expect(window.__deskEarlyRows).toBeNull();
    await window.__deskFirstPaint; // resolved at once: nothing to draw
  });
});
