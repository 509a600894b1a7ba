// Sending in the lead's turn (the pace itself is send-slots.ts): reserve a slot, wait for it
// and for the send before to end its turn, leave an interval after EmailJS's last answer, and
// after a 429 try again in the same turn, so the lead keeps its place ahead of the leads
// behind it. All of it inside the task's deadline.
import type { Clock } from "../platform/clock.js";
import { leaveAt, type Answer, type SendSlots } from "./send-slots.js";
import { classify, type SendResult } from "./transport.js";

/** A reserved slot is at most this far out; past it the lead goes back into the queue. */
export const MAX_SLOT_WAIT_MS = 30_000;
/**
 * The longest a send waits past its slot for the send before it to end its turn: longer than
 * that send's time-out and a retry; a task that died holding its turn costs the next one this.
 */
const TURN_WAIT_MS = 15_000;
/**
 * A 429 means "too early", not "down": the send tries again in its own turn, one interval
 * (just widened) after the 429, this many times, before it gives the turn up.
 */
const MAX_RATE_LIMITED_IN_TURN = 2;

/** What sending in turn needs (MailDeps' part). */
export interface TurnDeps {
  clock: Clock;
  /** Send slots and turns at EmailJS's pace; none: send at once. */
  slots?: SendSlots;
  /** Waits until `at`. */
  sleepUntil?: (at: Date) => Promise<void>;
}

/** What one turn sent: the last answer, and how many sends (429s among them) it took. */
export interface Sent {
  result: SendResult;
  sentAt: Date;
  sends: number;
  rateLimited: number;
}

/**
 * Sends in the lead's turn: reserves a slot, waits for it and for the send before it to end its
 * turn, leaves an interval after the last answer, and tries again in the same turn after a 429
 * (MAX_RATE_LIMITED_IN_TURN times). `{ busyUntil }`: no slot soon enough; "late": the turn came
 * too late to send before the task's deadline. The turn is handed on however this ends.
 */
export async function sendInTurn(
  send: () => Promise<SendResult>,
  deps: TurnDeps,
  /** The latest a send may leave (ms): its time-out must end before the task's deadline. */
  sendBy: number,
  onRateLimited: (sent: Sent, retryAt: Date) => void,
): Promise<Sent | { busyUntil: Date } | "late"> {
  const { clock, slots } = deps;
  if (!slots) {
    const sentAt = clock.now();
    const result = await send();
    return { result, sentAt, sends: 1, rateLimited: classify(result) === "rateLimited" ? 1 : 0 };
  }
  const slot = await slots.reserve(clock.now(), MAX_SLOT_WAIT_MS);
  if (!("seq" in slot)) return slot;
  // The answer not yet recorded on the pace (none: nothing sent since the last record).
  let unrecorded: Answer = { at: undefined, rateLimited: false };
  try {
    await deps.sleepUntil?.(slot.at);
    const giveUpAt = new Date(Math.min(slot.at.getTime() + TURN_WAIT_MS, sendBy));
    let at = leaveAt(slot.at, slot.turn ?? (await slots.waitTurn(slot, giveUpAt)));
    let sends = 0;
    let rateLimited = 0;
    for (;;) {
      if (at.getTime() > sendBy) return "late";
      await deps.sleepUntil?.(at);
      const sentAt = clock.now();
      const result = await send();
      sends += 1;
      const answer = { at: clock.now(), rateLimited: classify(result) === "rateLimited" };
      unrecorded = answer;
      if (answer.rateLimited) rateLimited += 1;
      const sent = { result, sentAt, sends, rateLimited };
      if (!answer.rateLimited || rateLimited > MAX_RATE_LIMITED_IN_TURN) return sent;
      // Keep the turn: the next send in line waits until this one is through.
      const intervalMs = await slots.tooEarly(slot, answer.at);
      unrecorded = { at: undefined, rateLimited: false };
      at = new Date(answer.at.getTime() + intervalMs);
      if (at.getTime() > sendBy) return sent;
      onRateLimited(sent, at);
    }
  } finally {
    await slots.endTurn(slot, unrecorded);
  }
}
