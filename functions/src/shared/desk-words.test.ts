// The desk's times in the viewer's own zone, written by hand (no Intl: a page's first Intl
// format loads ICU's data): the words Intl's en-US writes, every 37 minutes over two years, in
// zones east and west of New York, across their daylight-saving changes; with a zone given,
// Intl's, and never "24:05" past midnight.
import { afterEach, describe, expect, it } from "vitest";
import { clockTime, localDayWords, receivedTime } from "./desk-words";

const zone = process.env.TZ;
afterEach(() => {
  if (zone === undefined) delete process.env.TZ;
  else process.env.TZ = zone;
});

const STEP = 37 * 60_000;
const moments = (from: string, to: string) => {
  const list: Date[] = [];
  for (let at = Date.parse(from); at < Date.parse(to); at += STEP) list.push(new Date(at));
  return list;
};

describe("the desk's times in the viewer's zone", () => {
  it("are Intl's en-US words, over two years, in zones east and west of New York", () => {
    const all = moments("2026-01-01T00:00:00Z", "2028-01-01T00:00:00Z");
    for (const viewer of ["America/Los_Angeles", "America/New_York", "UTC", "Asia/Kolkata"]) {
      process.env.TZ = viewer;
      const received = new Intl.DateTimeFormat("en-US", {
        dateStyle: "medium",
        timeStyle: "short",
      });
      const clock = new Intl.DateTimeFormat("en-US", {
        hour: "2-digit",
        minute: "2-digit",
        hourCycle: "h23",
      });
      const day = new Intl.DateTimeFormat("en-US", { dateStyle: "medium" });
      const differing = all.filter(
        (at) =>
          receivedTime(at) !== received.format(at) ||
          clockTime(at) !== clock.format(at) ||
          localDayWords(at) !== day.format(at),
      );
      expect({ viewer, differing: differing.slice(0, 3).map((at) => at.toISOString()) }).toEqual({
        viewer,
        differing: [],
      });
    }
  });

  it("write a moment past midnight as 00:05 and 12:05 AM", () => {
    process.env.TZ = "UTC";
    const late = new Date("2026-11-25T00:05:00Z");
    expect(clockTime(late)).toBe("00:05");
    expect(receivedTime(late)).toBe("Nov 25, 2026, 12:05 AM");
    expect(clockTime(late, "UTC")).toBe("00:05");
  });

  it("with a zone given, are that zone's", () => {
    const at = new Date("2026-11-11T11:59:47Z");
    expect(receivedTime(at, "America/Chicago")).toBe("Nov 11, 2026, 5:59 AM");
    expect(clockTime(at, "America/New_York")).toBe("06:59");
  });
});
