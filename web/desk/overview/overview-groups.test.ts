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
  revenueByWeek,
  sourceGroupOf,
  stateGroupOf,
  weekCounts,
  weekIndexOf,
  weekStart,
} from "./overview-groups";
import { overviewCsv } from "./overview-csv";
import { DELIVERY_STATES } from "@shared/delivery";
import { toDeskLead } from "../desk-lead";

// Local times (the viewer's time zone), whatever zone the tests run in.
const local = (y: number, m: number, d: number, h = 0, min = 0) => new Date(y, m - 1, d, h, min);

describe("weeks", () => {
  it("start on Monday at local midnight", () => {
    expect(weekStart(local(2026, 11, 25, 15, 30))).toEqual(local(2026, 11, 23)); // a Wednesday
    expect(weekStart(local(2026, 11, 23, 0, 0))).toEqual(local(2026, 11, 23)); // Monday 00:00
    expect(weekStart(local(2026, 11, 29, 23, 59))).toEqual(local(2026, 11, 23)); // Sunday night
    expect(weekStart(local(2026, 11, 30))).toEqual(local(2026, 11, 30));
  });

  it("are the last twelve, oldest first, each seven local days, the current one last", () => {
    const weeks = lastWeeks(local(2026, 11, 25, 9));
    expect(weeks).toHaveLength(12);
    expect(weeks.at(-1)).toEqual({ start: local(2026, 11, 23), end: local(2026, 11, 30) });
    expect(weeks[0]?.start).toEqual(local(2026, 9, 7));
    for (const [index, week] of weeks.entries()) {
      expect(week.start.getDay()).toBe(1);
      expect(week.start.getHours()).toBe(0);
      expect(week.end.getDate()).toBe(
        new Date(
          week.start.getFullYear(),
          week.start.getMonth(),
          week.start.getDate() + 7,
        ).getDate(),
      );
      if (index > 0) expect(week.start).toEqual(weeks[index - 1]?.end);
    }
  });

  it("put a time in the week that holds it, the boundaries included once", () => {
    const weeks = lastWeeks(local(2026, 11, 25));
    expect(weekIndexOf(weeks, local(2026, 11, 23))).toBe(11);
    expect(weekIndexOf(weeks, local(2026, 11, 22, 23, 59))).toBe(10);
    expect(weekIndexOf(weeks, local(2026, 9, 6, 23, 59))).toBe(-1);
    expect(weekIndexOf(weeks, local(2026, 11, 30))).toBe(-1);
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
      }),
    );
    const csv = overviewCsv(rows, {
      sources: [{ key: "google", label: "Google, paid" }],
      plans: [],
      states: [{ key: "mailed", label: "Mailed" }],
    });
    const lines = csv.trimEnd().split("\r\n");
    expect(lines[0]).toBe('weekStarting,leads,"source: Google, paid",sales e-mail: Mailed,paidUsd');
    expect(lines[1]).toBe("2026-11-16,3,1,3,249.50");
    expect(lines[2]).toBe("2026-11-23,4,1,3,249.50");
  });
});

describe("the revenue by week", () => {
  const weeks = lastWeeks(local(2026, 11, 25, 12));
  const entry = (kind: string, amountCents: number, at: Date) => ({
    kind,
    amountCents,
    currency: "usd",
    at,
  });
  // Brand System: a $2,499.50 deposit paid on 5 Nov, its $2,499.50 balance on 24 Nov.
  const deposit = toDeskLead("deposit", {
    payment: {
      state: "PAID",
      planId: "branding-system",
      amountCents: 249_950,
      paidAt: local(2026, 11, 5, 10),
      balance: {
        invoiceId: "in_1",
        state: "PAID",
        amountCents: 249_950,
        sentAt: local(2026, 11, 17),
        dueAt: local(2026, 12, 1),
        paidAt: local(2026, 11, 24, 9),
      },
      history: {
        "paid-pi_1": entry("paid", 249_950, local(2026, 11, 5, 10)),
        "balance-in_1-paid": entry("balancePaid", 249_950, local(2026, 11, 24, 9)),
        "refund-re_1": entry("refunded", 10_000, local(2026, 11, 24, 10)),
        "balance-in_1-failed": entry("balanceFailed", 249_950, local(2026, 11, 20)),
      },
    },
  }).payment;

  it("counts a deposit and its balance each in the week it was received, and no other kind", () => {
    const cents = revenueByWeek(weeks, [deposit, null]);
    expect(cents[weekIndexOf(weeks, local(2026, 11, 5))]).toBe(249_950);
    expect(cents[weekIndexOf(weeks, local(2026, 11, 24))]).toBe(249_950);
    expect(cents.reduce((all, value) => all + value, 0)).toBe(499_900);
  });

  it("counts a payment whose history has no entry at its map's own time, and nothing twice", () => {
    const older = toDeskLead("older", {
      payment: { state: "PAID", amountCents: 24_900, paidAt: local(2026, 11, 18, 8) },
    }).payment;
    const cents = revenueByWeek(weeks, [older, deposit]);
    expect(cents[weekIndexOf(weeks, local(2026, 11, 18))]).toBe(24_900);
    expect(cents[weekIndexOf(weeks, local(2026, 11, 5))]).toBe(249_950);
  });

  it("leaves out money received before the first week", () => {
    const early = toDeskLead("early", {
      payment: {
        state: "PAID",
        amountCents: 24_900,
        history: { "paid-pi_0": entry("paid", 24_900, local(2026, 8, 1)) },
      },
    }).payment;
    expect(revenueByWeek(weeks, [early]).every((value) => value === 0)).toBe(true);
  });
});
