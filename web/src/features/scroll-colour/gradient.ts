// Scroll-driven background colour: a table of colour stops at scroll offsets (spec section 9:
// 0, 900, 1500, 4000, 4200 and 5000 px), linearly interpolated in between.

export interface ColourStop {
  /** Scroll offset in CSS pixels. */
  offset: number;
  /** "#rrggbb". */
  colour: string;
}

/**
 * The Privacy Policy's gradient table. Every colour is a light tint so body text
 * (--color-ink), muted text and brand-coloured links keep WCAG AA contrast on every
 * colour in between (see gradient.test.ts).
 */
export const SCROLL_GRADIENT: readonly ColourStop[] = [
  { offset: 0, colour: "#ede9fe" },
  { offset: 900, colour: "#dbeafe" },
  { offset: 1500, colour: "#d1fae5" },
  { offset: 4000, colour: "#fef3c7" },
  { offset: 4200, colour: "#fce7f3" },
  { offset: 5000, colour: "#e0e7ff" },
];

export type Rgb = readonly [number, number, number];

/** "#rrggbb" → [r, g, b] (0-255). Throws on anything else, so a typo in a table fails loudly. */
export function parseHex(hex: string): Rgb {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) throw new Error(`Not a #rrggbb colour: ${hex}`);
  const [r = 0, g = 0, b = 0] = match.slice(1).map((pair) => parseInt(pair, 16));
  return [r, g, b];
}

/** [r, g, b] → "#rrggbb", rounding and clamping each channel. */
export function toHex([r, g, b]: Rgb): string {
  const channel = (value: number) =>
    Math.min(255, Math.max(0, Math.round(value)))
      .toString(16)
      .padStart(2, "0");
  return `#${channel(r)}${channel(g)}${channel(b)}`;
}

/**
 * The background colour for a scroll offset: the colour of the stops either side,
 * interpolated linearly; before the first stop and after the last, that stop's colour.
 */
export function colourAtOffset(
  offset: number,
  table: readonly ColourStop[] = SCROLL_GRADIENT,
): string {
  const first = table[0];
  const last = table[table.length - 1];
  if (!first || !last) throw new Error("The gradient table is empty");
  if (!(offset > first.offset)) return first.colour; // also catches NaN
  if (offset >= last.offset) return last.colour;
  // The first stop at or past the offset; the table is sorted, and first < offset < last here.
  const upperIndex = table.findIndex((stop) => offset <= stop.offset);
  const upper = table[upperIndex];
  const lower = table[upperIndex - 1];
  if (!upper || !lower) return last.colour;
  const t = (offset - lower.offset) / (upper.offset - lower.offset);
  const from = parseHex(lower.colour);
  const to = parseHex(upper.colour);
  return toHex([
    from[0] + (to[0] - from[0]) * t,
    from[1] + (to[1] - from[1]) * t,
    from[2] + (to[2] - from[2]) * t,
  ]);
}
