// @vitest-environment jsdom
// The overview's read sent ahead of its page's render (overview-read-ahead.ts), by the page's
// early script or its module: the page's first load takes that very answer (one runQuery in
// all), a second send for the same weeks is not made, a load for other weeks, a second load or
// a stale read asks again, and nothing is sent ahead for a browser without a salesperson's
// current token copy.
import { afterEach, describe, expect, it, vi } from "vitest";
import { stubFetch } from "../first-paint/fetch-stub.fixture";
import { signIn } from "../first-paint/stored-user.fixture";
import { lastWeeks } from "./overview-groups";
import { loadOverview } from "./overview-queries";
import { startEarlyOverview } from "./early-overview-picture";
import { READ_AHEAD_FRESH_MS, startOverviewRead } from "./overview-read-ahead";

const now = new Date("2026-11-25T15:40:00Z");
const weeks = lastWeeks(now);
const current = weeks.at(-1)?.id ?? "";

const fetchMock = stubFetch(() => [
  {
    document: {
      name: `projects/demo-brandvista/databases/(default)/documents/overviewWeeks/${current}`,
      fields: { leads: { integerValue: "41" } },
    },
  },
  { readTime: now.toISOString() },
]);
afterEach(() => {
  delete window.__deskOverviewRead;
});

/** The lower and upper week ids of the `call`th runQuery's range. */
function askedRange(call: number): [string, string] {
  const body = JSON.parse(String(fetchMock.mock.calls[call]?.[1]?.body));
  const ids = body.structuredQuery.where.compositeFilter.filters.map(
    (filter: { fieldFilter: { value: { referenceValue: string } } }) =>
      filter.fieldFilter.value.referenceValue.split("/").at(-1),
  );
  return [ids[0], ids[1]];
}

describe("startOverviewRead", () => {
  it("sends the weeks' read at once, and the page's load takes its answer without asking again", async () => {
    signIn({ role: "sales" }, 30 * 60_000, now.getTime());
    startOverviewRead(now);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(askedRange(0)).toEqual([weeks[0]?.id, current]);
    // The page's module, evaluated after the early script has sent it, sends nothing more.
    startOverviewRead(new Date(now.getTime() + 1500));
    expect(fetchMock).toHaveBeenCalledTimes(1);

    const counts = await loadOverview(weeks, new Date(now.getTime() + 2000));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(counts.at(-1)?.total).toBe(41);
    expect(counts.slice(0, -1).every((week) => week.total === 0)).toBe(true);

    // Given once: the next load (the page opened again) reads afresh.
    await loadOverview(weeks, now);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("asks for 13 weeks around Monday's midnight, and the page takes it for its 12", async () => {
    // Sunday 23:30 in New York: the week of 16 November there, 23 November's at daylight
    // time's offset. The read asks for both; the page shows the twelve up to 16 November.
    const midnight = new Date("2026-11-23T04:30:00Z");
    signIn({ role: "sales" }, 30 * 60_000, midnight.getTime());
    startOverviewRead(midnight);
    const shown = lastWeeks(midnight);
    expect(shown.at(-1)?.id).toBe("2026-11-16");
    expect(askedRange(0)).toEqual([shown[0]?.id, "2026-11-23"]);
    await loadOverview(shown, midnight);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("is not taken for other weeks (the week turned between the two)", async () => {
    signIn({ role: "sales" }, 30 * 60_000, now.getTime());
    startOverviewRead(now);
    const nextWeek = new Date(now.getTime() + 7 * 86_400_000);
    signIn({ role: "sales" }, 30 * 60_000, nextWeek.getTime());
    await loadOverview(lastWeeks(nextWeek), nextWeek);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(askedRange(1)[1]).toBe(lastWeeks(nextWeek).at(-1)?.id);
  });

  it("is not taken once stale (a page that never showed the overview)", async () => {
    signIn({ role: "sales" }, 30 * 60_000, now.getTime());
    startOverviewRead(now);
    await loadOverview(weeks, new Date(now.getTime() + READ_AHEAD_FRESH_MS + 1));
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("sends nothing without a salesperson's current token copy", () => {
    startOverviewRead(now);
    signIn({}, 30 * 60_000, now.getTime());
    startOverviewRead(now);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(window.__deskOverviewRead).toBeUndefined();
  });
});

describe("startEarlyOverview (the page's early script)", () => {
  it("sends the read at once on /desk/overview, without asking the time zone", () => {
    // Every question to a date format (a page's first Intl format loads ICU's data).
    const asked = vi.spyOn(Intl.DateTimeFormat.prototype, "formatToParts");
    try {
      signIn({ role: "sales" }, 30 * 60_000, now.getTime());
      startEarlyOverview("/desk/overview/", now);
      expect(fetchMock).toHaveBeenCalledTimes(1);
      expect(askedRange(0)).toEqual([weeks[0]?.id, current]);
      expect(asked).not.toHaveBeenCalled();
    } finally {
      asked.mockRestore();
    }
  });

  it("does nothing on the desk's other pages", () => {
    signIn({ role: "sales" }, 30 * 60_000, now.getTime());
    startEarlyOverview("/desk", now);
    startEarlyOverview("/desk/requests", now);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
