// The periods the privacy policy commits to (spec section 9), apart from the policy's text so
// the desk can state them without loading the whole policy.
import { LEAD_RETENTION_MONTHS, leadRetentionText } from "@shared/retention";

export const PRIVACY_PERIODS = {
  dataRequestResponse: "one month",
  complaintResponse: "about 30 days",
  minimumAge: 18,
  /** How long a brief is kept (functions/src/shared/retention.ts: the server deletes by it). */
  briefRetention: leadRetentionText(LEAD_RETENTION_MONTHS),
} as const;
