/** The first step of the brief wizard. */
export const BRIEF_START_PATH = "/brief/company";

/** Link target that starts the brief; a plan id (from content/pricing.ts) is remembered for checkout. */
export function briefStartPath(planId?: string): string {
  return planId ? `${BRIEF_START_PATH}?plan=${encodeURIComponent(planId)}` : BRIEF_START_PATH;
}
