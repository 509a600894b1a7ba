// The one log entry a measurement becomes. Structured (jsonPayload in Cloud Logging), with a
// fixed message so a Logs Explorer query or a log-based metric picks these out and nothing
// else (docs/operations.md, "Real visitors' vitals"). No IP, no user agent, no cookie: the
// entry holds only the beacon's own fields.
import { logger } from "firebase-functions";
import type { VitalsBeacon } from "./vitals-beacon.js";

/** The message of every vitals entry; queries match `jsonPayload.message`. */
export const VITAL_LOG_MESSAGE = "web vital";

/** Where a measurement goes: Cloud Logging in production, a list in tests. */
export type VitalLog = (beacon: VitalsBeacon) => void;

export const logVital: VitalLog = ({ route, metric, value, rating, target }) => {
  logger.info(VITAL_LOG_MESSAGE, {
    route,
    metric,
    value,
    rating,
    ...(target === undefined ? {} : { target }),
  });
};
