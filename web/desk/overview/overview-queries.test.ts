// @vitest-environment jsdom
// The overview's read sent ahead of its page's render: the page's first load takes that very
// answer (one runQuery in all), a load for other weeks or a second load asks again, and nothing
// is sent ahead for a browser without a salesperson's current token copy.
import { describe, expect, it } from "vitest";
import { stubFetch } from "../first-paint/fetch-stub.fixture";
import { signIn } from "../first-paint/stored-user.fixture";
import { lastWeeks } from "./overview-groups";
import { loadOverview, startOverviewRead } from "./overview-queries";

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

describe("startOverviewRead", () => {
  it("sends the weeks' read at once, and the page's load takes its answer without asking again", async () => {
    signIn({ role: "sales" }, 30 * 60_000, now.getTime());
    startOverviewRead(now);
    expect(fetchMock).toHaveBeenCalledTimes(1);

    const counts = await loadOverview(weeks, now);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(counts.at(-1)?.total).toBe(41);
    expect(counts.slice(0, -1).every((week) => week.total === 0)).toBe(true);

    // Given once: the next load (the page opened again) reads afresh.
    await loadOverview(weeks, now);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("is not taken for other weeks (the week turned between the two)", async () => {
    signIn({ role: "sales" }, 30 * 60_000, now.getTime());
    startOverviewRead(now);
    const nextWeek = new Date(now.getTime() + 7 * 86_400_000);
    signIn({ role: "sales" }, 30 * 60_000, nextWeek.getTime());
    await loadOverview(lastWeeks(nextWeek), nextWeek);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    const body = JSON.parse(String(fetchMock.mock.calls[1]?.[1]?.body));
    const [, upper] = body.structuredQuery.where.compositeFilter.filters;
    expect(upper.fieldFilter.value.referenceValue).toMatch(
      new RegExp(`/overviewWeeks/${lastWeeks(nextWeek).at(-1)?.id}$`),
    );
  });

  it("sends nothing without a salesperson's current token copy", () => {
    startOverviewRead(now);
    signIn({}, 30 * 60_000, now.getTime());
    startOverviewRead(now);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
