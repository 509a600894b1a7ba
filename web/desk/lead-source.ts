// Where a lead's visit came from, in one short line for the list ("google / cpc",
// "linkedin.com", "Direct") and in full for the lead's page.
import type { LeadSource, LeadSourceKey } from "@lead";

/** "utm source / medium", else the referrer's host, else "Direct". */
export function sourceSummary(source: LeadSource): string {
  if (source.utmSource || source.utmMedium) {
    return [source.utmSource, source.utmMedium].filter(Boolean).join(" / ");
  }
  if (source.referrer) {
    try {
      return new URL(source.referrer).host || source.referrer;
    } catch {
      return source.referrer;
    }
  }
  return "Direct";
}

/** Labels of the source fields, in the order the lead's page lists them. */
export const SOURCE_LABELS: Record<LeadSourceKey, string> = {
  utmSource: "utm_source",
  utmMedium: "utm_medium",
  utmCampaign: "utm_campaign",
  utmTerm: "utm_term",
  utmContent: "utm_content",
  referrer: "Referrer",
  landingPage: "First page",
};
