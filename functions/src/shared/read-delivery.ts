// The one reader of a stored mail map (`delivery`, `autoReply`, `paymentMail`: mail-kinds.ts),
// for the functions (lead-store.ts, through the Admin SDK) and the sales desk (desk-lead.ts,
// through the web SDK) alike: both SDKs' Timestamps have toDate(). Defensive: a map written by
// an older or newer version, or by hand, gives a Delivery with that part at its starting
// value, never a crash.
import {
  newDelivery,
  type Delivery,
  type DeliveryState,
  type DeliveryStatus,
  type QueueReason,
} from "./delivery.js";

type Data = Record<string, unknown>;

const isMap = (value: unknown): value is Data => typeof value === "object" && value !== null;

/** A Firestore Timestamp (either SDK's: anything with toDate) or a Date, as a Date; else null. */
export function toDate(value: unknown): Date | null {
  if (value instanceof Date) return value;
  if (isMap(value) && "toDate" in value) {
    const toDateFn = value.toDate;
    if (typeof toDateFn === "function") return (toDateFn as () => Date).call(value);
  }
  return null;
}

const count = (value: unknown) => (typeof value === "number" ? value : 0);
const QUEUE_REASONS: readonly QueueReason[] = ["created", "watchdog", "replay"];

function status(value: unknown): DeliveryStatus | null {
  if (!isMap(value)) return null;
  return { status: Number(value.status) || 0, text: String(value.text ?? "") };
}

/**
 * The mail map in `value`, or undefined when there is none. `state` is kept as stored, so a
 * state this code does not know stays visible by its name (ruleOf says whether it is known);
 * a map without one reads as QUEUED, which the watchdog and the desk then look after.
 */
export function readDelivery(value: unknown): Delivery | undefined {
  if (!isMap(value)) return undefined;
  return newDelivery({
    state: typeof value.state === "string" ? (value.state as DeliveryState) : "QUEUED",
    attempts: count(value.attempts),
    round: count(value.round),
    reason: QUEUE_REASONS.find((reason) => reason === value.reason) ?? "created",
    queuedAt: toDate(value.queuedAt),
    startTime: toDate(value.startTime),
    endTime: toDate(value.endTime),
    leaseExpireTime: toDate(value.leaseExpireTime),
    nextAttemptAt: toDate(value.nextAttemptAt),
    error: status(value.error),
    info: status(value.info),
    duplicateOf: typeof value.duplicateOf === "string" ? value.duplicateOf : null,
    rateLimited: count(value.rateLimited),
    unansweredAt: toDate(value.unansweredAt),
    heldFor: value.heldFor === "budget" || value.heldFor === "quota" ? value.heldFor : null,
  });
}
