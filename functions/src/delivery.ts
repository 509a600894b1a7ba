// The `delivery` map notifyLead keeps on every lead, after the Trigger Email extension.

/**
 * PENDING    not claimed yet (no delivery map is read the same way)
 * PROCESSING one invocation holds the lease and is sending
 * RETRY      the last send failed transiently; the lease holder will try again
 * SUCCESS    EmailJS accepted the e-mail
 * ERROR      permanent failure, retries used up, or an invalid lead: needs a person
 * SKIPPED    EmailJS is not configured (local development): nothing was sent
 */
export type DeliveryState = "PENDING" | "PROCESSING" | "RETRY" | "SUCCESS" | "ERROR" | "SKIPPED";

/** An EmailJS status (0 = no HTTP answer: network, time-out, or never called) and its text. */
export interface DeliveryStatus {
  status: number;
  text: string;
}

export interface Delivery {
  state: DeliveryState;
  /** Send attempts made so far. */
  attempts: number;
  startTime: Date | null;
  endTime: Date | null;
  /** While PROCESSING or RETRY: until when the current invocation owns the lead. */
  leaseExpireTime: Date | null;
  error: DeliveryStatus | null;
  info: DeliveryStatus | null;
}

/** States after which nothing more happens to a lead. */
export const FINAL_STATES: readonly DeliveryState[] = ["SUCCESS", "ERROR", "SKIPPED"];
