// @vitest-environment jsdom
// The overview before React: drawn from its prerendered template (desk-layout.tsx renders it
// for one sample week) with the rollup's weeks, it is the page React draws for the same weeks,
// element for element, in a picture nothing can be clicked in; the page's early script sends
// the read, draws its answer, holds the desk's modules until then, and React's first render
// takes that same answer without reading again.
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router-dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import { holdAnimationFrames } from "../first-paint/animation-frames.fixture";
import { stubFetch } from "../first-paint/fetch-stub.fixture";
import { signIn } from "../first-paint/stored-user.fixture";
import { asPicture, FIRST_PAINT_ID, OVERVIEW_TEMPLATE_ID } from "../first-paint";
import { DeskShell } from "../session";
import { paintOverviewPicture, startEarlyOverview } from "./early-overview-picture";
import { sampleWeeks } from "./overview-charts";
import { lastWeeks, weekCounts, type WeekCounts } from "./overview-groups";
import { answeredOverview } from "./overview-queries";
import OverviewView from "./overview-view";

const now = new Date("2026-11-25T15:40:00Z");
const weeks = lastWeeks(now);
const current = weeks.at(-1)?.id ?? "";
const NO_QUOTES = { sent: 0, sentCents: 0, accepted: 0, acceptedCents: 0 };

/** Twelve weeks of every kind: empty ones, some groups only, a refund week, quotes. */
const COUNTS: WeekCounts[] = weeks.map((week, index) =>
  weekCounts(week, {
    total: index % 4 === 0 ? 0 : index + 3,
    tagged: index % 4 === 0 ? 0 : 2,
    sources: index % 4 === 0 ? {} : { google: 1, linkedin: 1 },
    plans: index % 4 === 0 ? {} : { logo: index, website: 1 },
    states: index % 4 === 0 ? {} : { mailed: index + 1, failed: 1 },
    paidCents: index === 5 ? -4_900 : index * 124_950,
    quotes:
      index === 10
        ? { sent: 2, sentCents: 600_000, accepted: 1, acceptedCents: 250_000 }
        : NO_QUOTES,
  }),
);

const fetchMock = stubFetch(() => [
  {
    document: {
      name: `projects/demo-brandvista/databases/(default)/documents/overviewWeeks/${current}`,
      fields: {
        leads: { integerValue: "41" },
        sources: { mapValue: { fields: { google: { integerValue: "40" } } } },
        paidCents: { integerValue: "249900" },
      },
    },
  },
  { readTime: now.toISOString() },
]);

const withRouter = (children: React.ReactNode) => (
  <MemoryRouter initialEntries={["/desk/overview"]}>{children}</MemoryRouter>
);

/** The frame with the overview React draws for `counts`, server markup, its comments dropped. */
function reactMarkup(counts: readonly WeekCounts[]): string {
  const holder = document.createElement("template");
  holder.innerHTML = renderToString(
    withRouter(<DeskShell template={<OverviewView picture={counts} />} />),
  );
  const walker = document.createTreeWalker(holder.content, NodeFilter.SHOW_COMMENT);
  const comments: Node[] = [];
  while (walker.nextNode()) comments.push(walker.currentNode);
  for (const comment of comments) comment.parentNode?.removeChild(comment);
  return holder.innerHTML;
}

/** /desk/overview as prerendered: the opening line, the first-paint element, the template. */
function prerenderedOverview() {
  window.history.replaceState(null, "", "/desk/overview");
  document.body.innerHTML =
    `<div><p role="status">Opening the desk…</p></div><div id="${FIRST_PAINT_ID}" inert></div>` +
    `<template id="${OVERVIEW_TEMPLATE_ID}">${reactMarkup(sampleWeeks())}</template>`;
}

/** React's markup for `counts` made a picture the way the painter makes its own (asPicture). */
function reactPicture(counts: readonly WeekCounts[]): string {
  const holder = document.createElement("div");
  holder.innerHTML = reactMarkup(counts);
  const frame = holder.firstElementChild as HTMLElement;
  asPicture(frame, []);
  return frame.outerHTML;
}

const painted = () => document.getElementById(FIRST_PAINT_ID);

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = "";
  delete window.__deskFirstPaint;
  delete window.__deskOverviewRead;
});

describe("paintOverviewPicture", () => {
  it("draws the page React draws for the same weeks, inert, and hides the opening line", () => {
    prerenderedOverview();
    expect(paintOverviewPicture(document, COUNTS)).toBe(true);

    expect(painted()?.innerHTML).toBe(reactPicture(COUNTS));
    expect(painted()?.hasAttribute("inert")).toBe(true);
    expect(painted()?.querySelector("[id=desk]")).toBeNull();
    expect((painted()?.previousElementSibling as HTMLElement | null)?.hidden).toBe(true);
    // Its words, as the page writes them: weeks by their Monday, money as the site's prices.
    const revenue = [...(painted()?.querySelectorAll('[data-chart="revenue"] tbody tr') ?? [])];
    expect(revenue).toHaveLength(12);
    expect(revenue[5]?.querySelector("td")?.textContent).toBe("-$49");
    expect(revenue[11]?.querySelector("th")?.textContent).toBe("Nov 23");
    expect(revenue[11]?.querySelector("td")?.textContent).toBe("$13,744.50");
    // Drawn once: a second answer (or React already there) leaves the page alone.
    expect(paintOverviewPicture(document, COUNTS.slice(0, 1))).toBe(false);
  });

  it("draws nothing where the page has no overview template (another desk page)", () => {
    prerenderedOverview();
    document.getElementById(OVERVIEW_TEMPLATE_ID)?.remove();
    expect(paintOverviewPicture(document, COUNTS)).toBe(false);
    expect(painted()?.childElementCount).toBe(0);
  });
});

describe("startEarlyOverview", () => {
  it("draws the read's answer, then lets the modules go, and React takes the same answer", async () => {
    prerenderedOverview();
    signIn({ role: "sales" }, 30 * 60_000, now.getTime());
    const nextFrame = holdAnimationFrames();
    startEarlyOverview("/desk/overview", now);
    const modules = window.__deskFirstPaint;
    expect(modules).toBeDefined();
    let released = false;
    void modules?.then(() => (released = true));

    await vi.waitFor(() => expect(painted()?.childElementCount).toBe(1));
    const total = painted()?.querySelector('[data-testid="overview-total"]');
    expect(total?.textContent).toBe("41 leads in the last 12 weeks.");
    // The modules wait for the picture's frame to be drawn.
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(released).toBe(false);
    nextFrame();
    await vi.waitFor(() => expect(released).toBe(true));

    // React's first render: the same weeks, no second read.
    const counts = answeredOverview(lastWeeks(now), new Date(now.getTime() + 2000));
    expect(counts?.at(-1)?.total).toBe(41);
    expect(counts?.at(-1)?.paidCents).toBe(249_900);
    expect(painted()?.innerHTML).toBe(reactPicture(counts ?? []));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // Given once.
    expect(answeredOverview(lastWeeks(now), now)).toBeUndefined();
  });

  it("draws nothing and lets the modules go at once when the read fails", async () => {
    prerenderedOverview();
    signIn({ role: "sales" }, 30 * 60_000, now.getTime());
    fetchMock.mockImplementation(async () => new Response("denied", { status: 403 }));
    startEarlyOverview("/desk/overview/", now);
    await window.__deskFirstPaint;
    expect(painted()?.childElementCount).toBe(0);
    expect(answeredOverview(lastWeeks(now), now)).toBeUndefined();
  });

  it("sends nothing and holds nothing without a salesperson's token copy", () => {
    prerenderedOverview();
    startEarlyOverview("/desk/overview", now);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(window.__deskFirstPaint).toBeUndefined();
  });
});
