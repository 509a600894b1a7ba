// The /api/vitals endpoint (a Hosting rewrite to the `webVitals` function): validates one
// beacon and writes one log entry. Refused beacons (wrong method, oversized, malformed) get a
// 4xx and log nothing, so a flood of junk cannot fill the logs or skew the percentiles.
import { logVital, type VitalLog } from "./log-vital.js";
import { readVitalsBeacon } from "./vitals-beacon.js";

/** The parts of an HTTPS function's request and response this handler uses. */
export interface BeaconRequest {
  method: string;
  rawBody?: Buffer;
}
export interface BeaconResponse {
  status(code: number): { end(): void };
  set(field: string, value: string): unknown;
}

export function handleVitalsBeacon(
  request: BeaconRequest,
  response: BeaconResponse,
  log: VitalLog = logVital,
): void {
  // navigator.sendBeacon has no use for an answer; nothing may cache one either.
  response.set("Cache-Control", "no-store");
  if (request.method !== "POST") {
    response.set("Allow", "POST");
    response.status(405).end();
    return;
  }
  const read = readVitalsBeacon(request.rawBody ?? Buffer.alloc(0));
  if ("status" in read) {
    response.status(read.status).end();
    return;
  }
  log(read);
  response.status(204).end();
}
