import { describe, expect, it } from "vitest";
import { contrastRatio } from "./contrast";
import { SCROLL_GRADIENT, type ColourStop, colourAtOffset, parseHex, toHex } from "./gradient";

const table: ColourStop[] = [
  { offset: 0, colour: "#000000" },
  { offset: 100, colour: "#ff0000" },
  { offset: 300, colour: "#ff00ff" },
];

describe("colourAtOffset", () => {
  it("returns each stop's own colour exactly at its offset", () => {
    for (const stop of table) expect(colourAtOffset(stop.offset, table)).toBe(stop.colour);
  });

  it("interpolates linearly between the two surrounding stops", () => {
    expect(colourAtOffset(50, table)).toBe("#800000"); // 127.5 rounds up
    expect(colourAtOffset(200, table)).toBe("#ff0080");
    expect(colourAtOffset(250, table)).toBe("#ff00bf");
  });

  it("holds the first colour above the top and the last colour past the end", () => {
    expect(colourAtOffset(-40, table)).toBe("#000000");
    expect(colourAtOffset(Number.NaN, table)).toBe("#000000");
    expect(colourAtOffset(10_000, table)).toBe("#ff00ff");
  });

  it("uses the spec's breakpoints 0, 900, 1500, 4000, 4200 and 5000 px", () => {
    expect(SCROLL_GRADIENT.map((stop) => stop.offset)).toEqual([0, 900, 1500, 4000, 4200, 5000]);
    for (const stop of SCROLL_GRADIENT) expect(colourAtOffset(stop.offset)).toBe(stop.colour);
  });

  it("changes colour continuously: neighbouring pixels differ by at most one step per channel", () => {
    for (let y = 0; y < 5100; y += 1) {
      const a = parseHex(colourAtOffset(y));
      const b = parseHex(colourAtOffset(y + 1));
      const largestStep = Math.max(...a.map((channel, c) => Math.abs(channel - (b[c] ?? 0))));
      expect(largestStep).toBeLessThanOrEqual(2);
    }
  });

  it("throws on an empty table", () => {
    expect(() => colourAtOffset(0, [])).toThrow(/empty/);
  });
});

describe("hex helpers", () => {
  it("round-trips colours and rejects malformed input", () => {
    expect(toHex(parseHex("#3B1F8F"))).toBe("#3b1f8f");
    expect(toHex([300, -5, 12.6])).toBe("#ff000d");
    expect(() => parseHex("red")).toThrow();
  });
});

describe("contrast on every scroll colour", () => {
  // Text colours from web/src/styles/global.css used on the Privacy Policy page.
  const text = { ink: "#14151a", muted: "#4a4f5c", link: "#3b1f8f" };

  it("computes the WCAG reference ratios", () => {
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrastRatio("#ffffff", "#ffffff")).toBe(1);
  });

  it("keeps body text, muted text and links at WCAG AA (4.5:1) or better", () => {
    for (let y = 0; y <= 5200; y += 10) {
      const background = colourAtOffset(y);
      for (const colour of Object.values(text)) {
        expect(contrastRatio(colour, background)).toBeGreaterThanOrEqual(4.5);
      }
    }
  });
});
