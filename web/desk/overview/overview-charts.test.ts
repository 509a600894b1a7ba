// What each chart row shows (overview-charts.ts), which React and the early picture both draw:
// a bar's segments only for groups above zero, counts on one scale across the weeks, states as
// shares of their week; money written as the site writes prices, refunds with a minus.
import { describe, expect, it } from "vitest";
import { overviewCharts, overviewGroups, usd, weekChartRows } from "./overview-charts";
import { lastWeeks, weekCounts } from "./overview-groups";

const NO_QUOTES = { sent: 0, sentCents: 0, accepted: 0, acceptedCents: 0 };
const [first, second] = lastWeeks(new Date("2026-11-25T14:00:00Z"), 2);
if (!first || !second) throw new Error("lastWeeks gave fewer than two weeks");
const counts = [
  weekCounts(first, {
    total: 4,
    tagged: 1,
    sources: { google: 1 },
    plans: {},
    states: { mailed: 3 },
    paidCents: -4_900,
    quotes: NO_QUOTES,
  }),
  weekCounts(second, {
    total: 8,
    tagged: 8,
    sources: { google: 6, bing: 2 },
    plans: { logo: 8 },
    states: { mailed: 8 },
    paidCents: 1_374_450,
    quotes: NO_QUOTES,
  }),
];
function chart(id: string) {
  const found = overviewCharts(overviewGroups()).find((each) => each.id === id);
  if (!found) throw new Error(`No chart ${id}`);
  return found;
}

describe("usd", () => {
  it("writes cents as the site's prices, refunds with a minus", () => {
    expect([0, 4_900, 1_374_450, 100_000_000, -4_900].map(usd)).toEqual([
      "$0",
      "$49",
      "$13,744.50",
      "$1,000,000",
      "-$49",
    ]);
  });
});

describe("weekChartRows", () => {
  it("draws counts on one scale across the weeks, a segment per group above zero", () => {
    const [older, newer] = weekChartRows(chart("by-source"), counts);
    expect(older?.segments).toEqual([
      { key: "google", index: 0, width: "12.5%", title: "Google: 1" },
      expect.objectContaining({ key: "direct-referrals", width: "37.5%" }),
    ]);
    expect(newer?.segments.map((segment) => [segment.key, segment.width])).toEqual([
      ["google", "75%"],
      ["bing", "25%"],
    ]);
    expect(older?.cells.find((cell) => cell.key === "facebook")).toEqual({
      key: "facebook",
      value: 0,
      text: "0",
    });
    expect([older?.label, older?.day, older?.total]).toEqual(["Nov 16", "2026-11-16", "4"]);
  });

  it("draws delivery states as shares of their own week", () => {
    const [older] = weekChartRows(chart("by-state"), counts);
    expect(older?.segments.map((segment) => [segment.key, segment.width, segment.title])).toEqual([
      ["mailed", "75%", "Mailed: 75%"],
      ["no-delivery", "25%", "Not queued yet: 25%"],
    ]);
    expect(older?.cells.find((cell) => cell.key === "mailed")?.text).toBe("3 (75%)");
  });

  it("writes revenue in dollars, a refund week with its minus", () => {
    const rows = weekChartRows(chart("revenue"), counts);
    expect(rows.map((row) => row.total)).toEqual(["-$49", "$13,744.50"]);
    expect(rows[0]?.segments).toEqual([]);
  });
});
