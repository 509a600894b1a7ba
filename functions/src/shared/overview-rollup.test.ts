// The rollup's rules without Firestore: which week a time falls in (in the agency's zone), what
// a lead adds to which week, and what moving a lead from one share to another changes.
import { describe, expect, it, vi } from "vitest";
import {
  figureDifferences,
  lastWeekIds,
  moneyOf,
  shareDeltas,
  shareOf,
  weekIdOf,
  weekRange,
  weekIdPlus,
  weekIdSpanAround,
  weeksOf,
  emptyFigures,
} from "./overview-rollup.js";

const at = (iso: string) => new Date(iso);

const newYorkDays = new Intl.DateTimeFormat("en-US", {
  timeZone: "America/New_York",
  year: "numeric",
  month: "numeric",
  day: "numeric",
  weekday: "short",
});

/** The week holding `at` as New York's calendar says, asked of the zone (the reference). */
function referenceWeekIdOf(at: Date): string {
  const parts = Object.fromEntries(
    newYorkDays.formatToParts(at).map((part) => [part.type, part.value]),
  );
  const sinceMonday = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"].indexOf(
    parts.weekday ?? "",
  );
  const monday = new Date(
    Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day) - sinceMonday),
  );
  return monday.toISOString().slice(0, 10);
}

describe("weeks", () => {
  it("start on Monday at midnight in New York, whatever the season", () => {
    expect(weekIdOf(at("2026-11-25T14:00:00Z"))).toBe("2026-11-23");
    expect(weekIdOf(at("2026-11-23T04:59:59Z"))).toBe("2026-11-16"); // Sunday 23:59 in New York
    expect(weekIdOf(at("2026-11-23T05:00:00Z"))).toBe("2026-11-23"); // Monday 00:00 (EST)
    expect(weekIdOf(at("2026-07-06T04:00:00Z"))).toBe("2026-07-06"); // Monday 00:00 (EDT)
    expect(weekIdOf(at("2027-01-03T12:00:00Z"))).toBe("2026-12-28"); // across a year
  });

  it("span the instants from one Monday midnight to the next, DST changes included", () => {
    expect(weekRange("2026-11-23")).toEqual({
      start: at("2026-11-23T05:00:00Z"),
      end: at("2026-11-30T05:00:00Z"),
    });
    // Clocks go back on Sunday 1 Nov 2026: that week is 169 hours long.
    const fall = weekRange("2026-10-26");
    expect(fall.start).toEqual(at("2026-10-26T04:00:00Z"));
    expect(fall.end).toEqual(at("2026-11-02T05:00:00Z"));
  });

  it("are the last twelve up to the current one, oldest first", () => {
    const ids = lastWeekIds(at("2026-11-25T14:00:00Z"), 12);
    expect(ids[0]).toBe("2026-09-07");
    expect(ids.at(-1)).toBe("2026-11-23");
  });

  it("are the zone's own, asked of the zone only around a Monday's midnight, over two years", () => {
    const start = Date.parse("2026-01-01T00:10:00Z");
    // Every 30 minutes for two years: DST changes, year ends and every Monday's midnight.
    const instants = Array.from(
      { length: 2 * 366 * 48 },
      (_, index) => new Date(start + index * 30 * 60_000),
    );
    for (const now of instants) {
      const zoneWeek = referenceWeekIdOf(now);
      expect(weekIdOf(now)).toBe(zoneWeek);
      // Every week shown lies in the span, and the span is those weeks or one more.
      const span = weekIdSpanAround(now, 12);
      const [first, last] = [weekIdPlus(zoneWeek, -11), zoneWeek];
      expect([first, weekIdPlus(first, -1)]).toContain(span.first);
      expect([last, weekIdPlus(last, 1)]).toContain(span.last);
      expect(span.first !== first && span.last !== last).toBe(false);
    }
    // The zone was asked (its data loaded) only near Monday's midnight: ~2 of 168 hours a week.
    const asked = vi.spyOn(Intl.DateTimeFormat.prototype, "formatToParts");
    try {
      instants.forEach((now) => weekIdOf(now));
      expect(asked.mock.calls.length).toBeGreaterThan(0);
      expect(asked.mock.calls.length).toBeLessThan(instants.length / 40);
    } finally {
      asked.mockRestore();
    }
  }, 30_000);

  it("are spanned as exactly the twelve weeks away from Monday's midnight", () => {
    expect(weekIdSpanAround(at("2026-11-25T14:00:00Z"), 12)).toEqual({
      first: "2026-09-07",
      last: "2026-11-23",
    });
    // Sunday 23:30 in New York (EST), 04:30 UTC: still the week before there, Monday's at -4 h.
    expect(weekIdSpanAround(at("2026-11-23T04:30:00Z"), 12)).toEqual({
      first: "2026-08-31",
      last: "2026-11-23",
    });
  });
});

const entry = (kind: string, amountCents: number, when: string) => ({
  kind,
  amountCents,
  currency: "usd",
  at: at(when),
});

describe("a lead's money", () => {
  it("counts a deposit and its balance each in its week, refunds out, and no other kind", () => {
    const money = moneyOf({
      amountCents: 249_950,
      paidAt: at("2026-11-05T15:00:00Z"),
      balance: { amountCents: 249_950, paidAt: at("2026-11-24T14:00:00Z") },
      history: {
        "paid-pi_1": entry("paid", 249_950, "2026-11-05T15:00:00Z"),
        "balance-in_1-paid": entry("balancePaid", 249_950, "2026-11-24T14:00:00Z"),
        "refund-re_1": entry("refunded", 10_000, "2026-11-24T15:00:00Z"),
        "refund-re_2": entry("refunded", 5_000, "2026-11-25T15:00:00Z"),
        "refund-re_2-failed": entry("refundFailed", 5_000, "2026-11-26T15:00:00Z"),
        "balance-in_1-failed": entry("balanceFailed", 249_950, "2026-11-20T15:00:00Z"),
      },
    });
    expect(money).toEqual({
      "2026-11-02": { paidCents: 249_950, refundedCents: 0 },
      "2026-11-23": { paidCents: 249_950, refundedCents: 10_000 },
    });
  });

  it("counts a payment whose history has no entry at its map's own time", () => {
    expect(moneyOf({ amountCents: 24_900, paidAt: at("2026-11-18T13:00:00Z") })).toEqual({
      "2026-11-16": { paidCents: 24_900, refundedCents: 0 },
    });
    expect(moneyOf(undefined)).toEqual({});
  });
});

describe("a lead's share", () => {
  const lead = {
    createdAt: at("2026-11-25T14:00:00Z"),
    source: { utmSource: "pinterest" },
    plan: "logo-starter",
    delivery: { state: "QUEUED" },
  };

  it("puts the lead in its week, by source, plan and state (unknown ones in their rest group)", () => {
    expect(shareOf(lead)).toEqual({
      week: "2026-11-23",
      source: "other",
      plan: "logo-starter",
      state: "QUEUED",
      money: {},
      quote: null,
    });
    expect(
      shareOf({ createdAt: lead.createdAt, plan: "retired", delivery: { state: "?" } }),
    ).toMatchObject({ source: "direct", plan: "none", state: "none" });
    expect(shareOf({ plan: "logo-starter" })).toBeNull();
  });

  it("moves one state to another: old −1, new +1, nothing else", () => {
    const before = shareOf(lead);
    const after = shareOf({ ...lead, delivery: { state: "SUCCESS" } });
    expect([...shareDeltas(before, after)]).toEqual([
      ["2026-11-23", { states: { SUCCESS: 1, QUEUED: -1 } }],
    ]);
    expect(shareDeltas(after, after).size).toBe(0);
  });

  it("takes everything off when the lead goes", () => {
    const paid = shareOf({ ...lead, payment: { amountCents: 100, paidAt: lead.createdAt } });
    const weeks = weeksOf([paid]);
    const off = shareDeltas(paid, null);
    const week = weeks.get("2026-11-23") ?? emptyFigures();
    expect(off.get("2026-11-23")).toEqual({
      leads: -week.leads,
      sources: { other: -1 },
      plans: { "logo-starter": -1 },
      states: { QUEUED: -1 },
      paidCents: -100,
    });
  });

  describe("with a quote", () => {
    const quote = (agreedAt: string, totalCents = 850_050) => ({
      source: "quote",
      totalCents,
      currency: "usd",
      depositPercent: 50,
      plan: null,
      lines: [{ description: "Identity system", amountCents: totalCents }],
      validUntil: at("2026-12-31T00:00:00Z"),
      agreedAt: at(agreedAt),
      writtenBy: { by: "sales", uid: "alex" },
    });
    const quoted = { ...lead, agreement: quote("2026-12-01T15:00:00Z") };
    const deposit = (when: string) => ({
      state: "PAID",
      amountCents: 425_025,
      paidAt: at(when),
      history: { "paid-pi_1": entry("paid", 425_025, when) },
    });

    it("counts it and its value in the week it was written, and not accepted", () => {
      expect(shareOf(quoted)?.quote).toEqual({
        week: "2026-11-30",
        totalCents: 850_050,
        acceptedWeek: null,
      });
      const week = weeksOf([shareOf(quoted)]).get("2026-11-30");
      expect(week).toMatchObject({ quotes: 1, quotedCents: 850_050, quotesAccepted: 0 });
    });

    it("counts its acceptance in the week of the deposit, once", () => {
      const paid = shareOf({ ...quoted, payment: deposit("2026-12-09T15:00:00Z") });
      expect(paid?.quote?.acceptedWeek).toBe("2026-12-07");
      expect([...shareDeltas(shareOf(quoted), paid)]).toEqual([
        ["2026-12-07", { paidCents: 425_025, quotesAccepted: 1, acceptedQuoteCents: 850_050 }],
      ]);
    });

    it("counts an Accept with nothing due now in the week it was pressed", () => {
      const accepted = shareOf({
        ...quoted,
        agreement: { ...quote("2026-12-01T15:00:00Z"), depositPercent: 0 },
        quoteAccepted: {
          agreedAt: at("2026-12-01T15:00:00Z"),
          acceptedAt: at("2026-12-15T15:00:00Z"),
        },
      });
      expect(accepted?.quote?.acceptedWeek).toBe("2026-12-14");
    });

    it("moves the count to the quote that replaces it", () => {
      const replaced = shareOf({ ...lead, agreement: quote("2026-12-08T15:00:00Z", 900_000) });
      expect([...shareDeltas(shareOf(quoted), replaced)]).toEqual([
        ["2026-12-07", { quotes: 1, quotedCents: 900_000 }],
        ["2026-11-30", { quotes: -1, quotedCents: -850_050 }],
      ]);
    });
  });

  it("names each figure two weeks differ in", () => {
    const a = { ...emptyFigures(), leads: 3, states: { SUCCESS: 3 } };
    const b = { ...emptyFigures(), leads: 4, states: { SUCCESS: 3, HELD: 1, none: 0 } };
    expect(figureDifferences(a, b)).toEqual([
      "leads: 3, leads say 4",
      "states.HELD: 0, leads say 1",
    ]);
    expect(figureDifferences(a, { ...a, states: { SUCCESS: 3, none: 0 } })).toEqual([]);
  });
});
