// Which page views report their vitals: a build-time share (VITE_VITALS_SAMPLE_RATE, 0 to 1,
// default 0.1), drawn once per page load. A tenth of the visits is plenty for a 75th
// percentile per route, and nine page views in ten load none of the reporter's code.

/** The share of page views that report, from the build variable (clamped; default 0.1). */
export function vitalsSampleRate(raw: string | undefined): number {
  const rate = raw === undefined || raw.trim() === "" ? 0.1 : Number(raw);
  if (!Number.isFinite(rate)) return 0.1;
  return Math.min(1, Math.max(0, rate));
}

/** Whether this page view reports: never on the sales desk (not a visitor's page). */
export function reportsVitals(pathname: string, rate: number, draw: number): boolean {
  if (pathname === "/desk" || pathname.startsWith("/desk/")) return false;
  return draw < rate;
}
