/** Share of the viewport height a section's top must pass before it counts as in view (spec: 75 %). */
export const ACTIVATION_RATIO = 0.75;

/**
 * Which section is active: the last one whose top edge has crossed the line at
 * `ratio` of the viewport height, measured from the top of the viewport.
 *
 * @param tops each section's top relative to the viewport (getBoundingClientRect().top), in document order
 * @returns the index of the active section, or -1 while no section has reached the line
 */
export function activeSectionIndex(
  tops: readonly number[],
  viewportHeight: number,
  ratio: number = ACTIVATION_RATIO,
): number {
  const line = viewportHeight * ratio;
  let active = -1;
  tops.forEach((top, index) => {
    if (top <= line) active = index;
  });
  return active;
}
