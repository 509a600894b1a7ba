import { describe, expect, it } from "vitest";
import { pricingPlans } from "~/content/pricing";
import {
  DIRECT_AND_REFERRALS,
  NO_DELIVERY,
  NO_PLAN,
  OTHER_CAMPAIGNS,
  PLANS_BY_SERVICE,
  STATE_GROUPS,
  lastWeeks,
  planGroupOf,
  sourceGroupOf,
  stateGroupOf,
  weekCounts,
  weekLabel,
} from "./overview-groups";
import { overviewCsv } from "./overview-csv";
import { countedOf } from "./overview-counts";
import { DELIVERY_STATES } from "@shared/delivery";

// Local times (the viewer's time zone), whatever zone the tests run in.
const NO_QUOTES = { sent: 0, sentCents: 0, accepted: 0, acceptedCents: 0 };
const local = (y: number, m: number, d: number, h = 0, min = 0) => new Date(y, m - 1, d, h, min);

describe("weeks", () => {
  it("are the rollup's last twelve, oldest first, each a Monday to the next, the current one last", () => {
    // Wednesday 25 Nov 2026, 14:00 UTC: the week of Monday the 23rd in New York too.
    const weeks = lastWeeks(new Date("2026-11-25T14:00:00Z"));
    expect(weeks).toHaveLength(12);
    expect(weeks.at(-1)).toEqual({
      id: "2026-11-23",
      start: local(2026, 11, 23),
      end: local(2026, 11, 30),
    });
    expect(weeks[0]?.id).toBe("2026-09-07");
    for (const [index, week] of weeks.entries()) {
      expect(week.start.getDay()).toBe(1);
      if (index > 0) expect(week.start).toEqual(weeks[index - 1]?.end);
    }
  });

  it("turn at midnight on Monday in the agency's time zone, not the viewer's", () => {
    // Monday 30 Nov 2026 at 03:00 UTC is still Sunday evening in New York.
    expect(lastWeeks(new Date("2026-11-30T03:00:00Z"), 1)[0]?.id).toBe("2026-11-23");
    expect(lastWeeks(new Date("2026-11-30T05:00:00Z"), 1)[0]?.id).toBe("2026-11-30");
  });
});

describe("a week's name", () => {
  it("is its Monday's day in whatever zone the browser is in, east or west of New York", () => {
    const zone = process.env.TZ;
    try {
      for (const browserZone of ["UTC", "Europe/Berlin", "Asia/Tokyo", "America/Los_Angeles"]) {
        process.env.TZ = browserZone;
        const weeks = lastWeeks(new Date("2026-11-25T14:00:00Z"));
        expect(weeks.map((week) => weekLabel(week.start)).slice(-2)).toEqual(["Nov 16", "Nov 23"]);
      }
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });

  it("is written as en-US's Intl writes a short day, for every Monday of two years", () => {
    const intl = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric" });
    const mondays = lastWeeks(new Date("2027-12-29T14:00:00Z"), 104);
    expect(mondays.map((week) => weekLabel(week.start))).toEqual(
      mondays.map((week) => intl.format(week.start)),
    );
  });
});

describe("groups", () => {
  it("count a listed utm_source on its own, other values as other campaigns", () => {
    expect(sourceGroupOf({ utmSource: "google", utmMedium: "cpc" })).toBe("google");
    expect(sourceGroupOf({ utmSource: "pinterest" })).toBe(OTHER_CAMPAIGNS);
    expect(sourceGroupOf({ utmSource: "Google" })).toBe(OTHER_CAMPAIGNS); // exact, as queried
  });

  it("group visits without a utm_source, referred or typed in, as direct and referrals", () => {
    expect(sourceGroupOf({ referrer: "https://www.linkedin.com/" })).toBe(DIRECT_AND_REFERRALS);
    expect(sourceGroupOf({ utmMedium: "email" })).toBe(DIRECT_AND_REFERRALS);
    expect(sourceGroupOf({})).toBe(DIRECT_AND_REFERRALS);
  });

  it("give every plan of the pricing page exactly one service, and none to unknown plans", () => {
    for (const plan of pricingPlans) expect(planGroupOf(plan.id)).toBe(plan.category);
    const listed = PLANS_BY_SERVICE.flatMap((service) => service.plans);
    expect(new Set(listed).size).toBe(pricingPlans.length);
    expect(planGroupOf(null)).toBe(NO_PLAN);
    expect(planGroupOf("retired-plan")).toBe(NO_PLAN);
  });

  it("give every delivery state one group, and a lead without delivery its own", () => {
    for (const state of Object.keys(DELIVERY_STATES)) {
      expect(
        STATE_GROUPS.filter((group) => (group.states as string[]).includes(state)),
      ).toHaveLength(1);
    }
    expect(stateGroupOf("SUCCESS")).toBe("mailed");
    expect(stateGroupOf("RETRY")).toBe("on-its-way");
    expect(stateGroupOf(undefined)).toBe(NO_DELIVERY);
  });

  it("derive the groups no query counts from the week's total", () => {
    const [week] = lastWeeks(local(2026, 11, 25), 1);
    if (!week) throw new Error("no week");
    const counts = weekCounts(week, {
      total: 10,
      tagged: 6,
      sources: { google: 3, facebook: 1 },
      plans: { logo: 4, seo: 2 },
      states: { mailed: 7, held: 1 },
      paidCents: 24_900,
      quotes: NO_QUOTES,
    });
    expect(counts.sources[OTHER_CAMPAIGNS]).toBe(2);
    expect(counts.sources[DIRECT_AND_REFERRALS]).toBe(4);
    expect(counts.plans[NO_PLAN]).toBe(4);
    expect(counts.states[NO_DELIVERY]).toBe(2);
  });
});

describe("the overview's CSV", () => {
  it("has one row per week with every group and the revenue in dollars", () => {
    const weeks = lastWeeks(local(2026, 11, 25)).slice(-2);
    const rows = weeks.map((week, index) =>
      weekCounts(week, {
        total: 3 + index,
        tagged: 1,
        sources: { google: 1 },
        plans: {},
        states: { mailed: 3 },
        paidCents: 24_950,
        quotes: { sent: 2, sentCents: 850_050, accepted: index, acceptedCents: index * 400_000 },
      }),
    );
    const csv = overviewCsv(rows, {
      sources: [{ key: "google", label: "Google, paid" }],
      plans: [],
      states: [{ key: "mailed", label: "Mailed" }],
    });
    const lines = csv.trimEnd().split("\r\n");
    expect(lines[0]).toBe(
      'weekStarting,leads,"source: Google, paid",sales e-mail: Mailed,paidUsd,quotesSent,quotedUsd,quotesAccepted,acceptedQuotesUsd',
    );
    expect(lines[1]).toBe("2026-11-16,3,1,3,249.50,2,8500.50,0,0.00");
    expect(lines[2]).toBe("2026-11-23,4,1,3,249.50,2,8500.50,1,4000.00");
  });
});

describe("a week of the rollup in the overview's groups", () => {
  it("sums plan ids into services and states into groups, and leaves the rest to the total", () => {
    const counted = countedOf({
      leads: 10,
      sources: { google: 3, facebook: 1, other: 2, direct: 4 },
      plans: { "logo-starter": 2, "logo-business": 1, "seo-audit": 2, none: 5 },
      states: { SUCCESS: 5, QUEUED: 1, RETRY: 1, HELD: 1, none: 2 },
      paidCents: 50_000,
      refundedCents: 10_000,
      quotes: 2,
      quotedCents: 1_700_100,
      quotesAccepted: 1,
      acceptedQuoteCents: 850_050,
    });
    expect(counted.total).toBe(10);
    expect(counted.tagged).toBe(6);
    expect(counted.sources).toMatchObject({ google: 3, facebook: 1, instagram: 0 });
    expect(counted.plans).toEqual({
      [planGroupOf("logo-starter")]: 3,
      [planGroupOf("seo-audit")]: 2,
    });
    expect(counted.states).toEqual({ mailed: 5, "on-its-way": 2, held: 1 });
    expect(counted.paidCents).toBe(40_000);
    expect(counted.quotes).toEqual({
      sent: 2,
      sentCents: 1_700_100,
      accepted: 1,
      acceptedCents: 850_050,
    });
    const [week] = lastWeeks(local(2026, 11, 25), 1);
    if (!week) throw new Error("no week");
    const shown = weekCounts(week, counted);
    expect(shown.sources).toMatchObject({ [OTHER_CAMPAIGNS]: 2, [DIRECT_AND_REFERRALS]: 4 });
    expect(shown.plans[NO_PLAN]).toBe(5);
    expect(shown.states[NO_DELIVERY]).toBe(2);
  });
});
