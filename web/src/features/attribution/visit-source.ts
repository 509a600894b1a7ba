// Where a visit came from, for sales: the utm_* parameters, an outside referrer and the first
// page, captured once per tab on the first page the visitor opens and kept in sessionStorage
// beside the brief (no cookie, nothing sent anywhere until the brief is). The brief's save
// adds it to the lead as `source` (functions/src/shared/lead.ts; the rules cap each value at 500).
// Kept free of the lead schema's runtime (zod): this runs on every page's first load.
import type { LeadSource } from "@lead";

/** The sessionStorage key (versioned, so a future shape change starts clean). */
export const SOURCE_STORAGE_KEY = "brandvista.source.v1";

/** The lead's `source` keys, and the query parameter each one comes from. */
export const UTM_PARAMETERS = {
  utmSource: "utm_source",
  utmMedium: "utm_medium",
  utmCampaign: "utm_campaign",
  utmTerm: "utm_term",
  utmContent: "utm_content",
} as const;
/** The longest value kept (the rules refuse longer ones). */
export const MAX_SOURCE_VALUE = 500;

const clip = (value: string) => value.trim().slice(0, MAX_SOURCE_VALUE);

/** What the first page of a visit says about where it came from (pure). */
export function visitSourceFrom(
  location: { origin: string; pathname: string; search: string },
  referrer: string,
): LeadSource {
  const source: LeadSource = {};
  const query = new URLSearchParams(location.search);
  for (const [key, parameter] of Object.entries(UTM_PARAMETERS) as [
    keyof typeof UTM_PARAMETERS,
    string,
  ][]) {
    const value = clip(query.get(parameter) ?? "");
    if (value) source[key] = value;
  }
  // Only an outside referrer says where the visitor came from; our own pages do not.
  if (isOutside(referrer, location.origin)) source.referrer = clip(referrer);
  source.landingPage = clip(`${location.pathname}${location.search}`);
  return source;
}

function isOutside(referrer: string, origin: string): boolean {
  try {
    return referrer !== "" && new URL(referrer).origin !== origin;
  } catch {
    return false; // not a URL: says nothing about where the visit came from
  }
}

/** Records the visit's source unless this tab already has one (only the first page counts). */
export function captureVisitSource(
  storage: Pick<Storage, "getItem" | "setItem"> | undefined,
  location: { origin: string; pathname: string; search: string },
  referrer: string,
): void {
  try {
    if (!storage || storage.getItem(SOURCE_STORAGE_KEY) !== null) return;
    storage.setItem(SOURCE_STORAGE_KEY, JSON.stringify(visitSourceFrom(location, referrer)));
  } catch {
    // Storage disabled or full: the brief still works, the lead just carries no source.
  }
}

const SOURCE_KEYS = [...Object.keys(UTM_PARAMETERS), "referrer", "landingPage"] as const;

/** The recorded source, cleaned (only known keys, short strings), or undefined if none. */
export function readVisitSource(
  storage: Pick<Storage, "getItem"> | undefined,
): LeadSource | undefined {
  let value: unknown;
  try {
    value = JSON.parse(storage?.getItem(SOURCE_STORAGE_KEY) ?? "null");
  } catch {
    return undefined;
  }
  if (typeof value !== "object" || value === null) return undefined;
  const source: Record<string, string> = {};
  for (const key of SOURCE_KEYS) {
    const entry = (value as Record<string, unknown>)[key];
    if (typeof entry === "string" && clip(entry)) source[key] = clip(entry);
  }
  return Object.keys(source).length > 0 ? (source as LeadSource) : undefined;
}
