/** The first step of the brief wizard. */
export const BRIEF_START_PATH = "/brief/company";

/** Link target that starts the brief; a plan id (from content/pricing.ts) is remembered for checkout. */
export function briefStartPath(planId?: string | null): string {
  // null: explicitly without a plan (`?plan=` empty), forgetting one picked earlier in this tab.
  if (planId === null) return `${BRIEF_START_PATH}?plan=`;
  return planId ? `${BRIEF_START_PATH}?plan=${encodeURIComponent(planId)}` : BRIEF_START_PATH;
}
