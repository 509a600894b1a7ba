// Pacing in the function, not only in the queue: EmailJS takes 1 request per second, and
// Cloud Tasks may dispatch a burst after an idle spell (it picks the queue's burst size
// itself). One Firestore document per queue (`leadMailPace/{queue}`) keeps the pace, updated
// in transactions so every instance shares it:
// - slots: each send reserves the next free slot (`next`), `intervalMs` after the one before,
//   and a numbered turn (`seq`); a lead after a quiet spell goes at once;
// - turns: a send leaves only once the send before it has ended its turn (`doneSeq`), and no
//   sooner than `intervalMs` after the last answer EmailJS gave (`answeredAt`). EmailJS counted
//   that request before it answered, so a request sent a full interval after the answer reaches
//   it at least an interval after the one it counted, however long the way there took. Spacing
//   by send times instead (slots alone) lets a request that travels fast follow one that
//   travelled slowly too closely: with a network whose delay varies by 150 ms, about one send
//   in four reached a strict 1 request/s bucket early and was refused (429);
// - the interval adapts (adaptPace): a 429 widens it, a run of answers without one narrows it
//   back toward the floor, 1/rate, never below.
import type { DocumentData, Firestore } from "firebase-admin/firestore";
import { Timestamp } from "firebase-admin/firestore";

/**
 * The floor is this much more than 1/rate: sends are timed from an answer measured on one
 * instance's clock and leave by another's, and instances' clocks agree to a few ms.
 */
export const SEND_SPACING_MARGIN_MS = 10;

/**
 * How the interval adapts: additive increase on a 429, gradual decrease after a clean run, and
 * a cap. Timed from EmailJS's answers, a strict 1 request/s bucket refuses nothing, so a 429
 * says EmailJS counts more strictly than that (its clock, another sender on the account):
 * widen by a step worth a network's jitter at once, and come back slowly, a little after each
 * run of answers without 429, so one 429 costs a few hundred ms over the next minute or two
 * rather than a 429 every few sends. The cap keeps a 429 storm from slowing mail below one
 * send every 2 s (a 30 s slot horizon still holds 15 sends).
 */
export const PACE_RULE = {
  /** Added to the interval by each 429. */
  widenMs: 100,
  /** Answers without 429 in a row that narrow the interval by `narrowMs`. */
  cleanRun: 10,
  narrowMs: 20,
  /** The interval never grows past this. */
  capMs: 2000,
} as const;

/** The adaptive part of the pace: the interval in force and the answers without 429 since. */
export interface PaceInterval {
  intervalMs: number;
  clean: number;
}

/** The interval after one answer: widened by a 429, narrowed after a clean run, within bounds. */
export function adaptPace(
  pace: PaceInterval,
  rateLimited: boolean,
  floorMs: number,
  rule = PACE_RULE,
): PaceInterval {
  if (rateLimited)
    return { intervalMs: Math.min(rule.capMs, pace.intervalMs + rule.widenMs), clean: 0 };
  const clean = pace.clean + 1;
  if (clean < rule.cleanRun) return { intervalMs: pace.intervalMs, clean };
  return { intervalMs: Math.max(floorMs, pace.intervalMs - rule.narrowMs), clean: 0 };
}

/** A reserved send: when it may leave at the earliest, and its turn. */
export interface Slot {
  at: Date;
  /** The turn's number; the send with `seq - 1` goes first. */
  seq: number;
}

/** Whose turn it is, as the pace document says. */
export interface Turn {
  /** The send before this one has ended its turn (or the wait for it was given up). */
  free: boolean;
  /** The last answer EmailJS gave (none yet: undefined). */
  answeredAt: Date | undefined;
  intervalMs: number;
}

/** The end of a send's turn, or of one of its tries. */
export interface Answer {
  /** When the answer came (or the send was given up); undefined: nothing was sent. */
  at: Date | undefined;
  rateLimited: boolean;
}

export interface SendSlots {
  /**
   * Reserves the next send slot no later than `maxWaitMs` from now, or answers
   * `{ busyUntil }` (nothing reserved) when every slot that soon is taken.
   */
  reserve(now: Date, maxWaitMs: number): Promise<Slot | { busyUntil: Date }>;
  /**
   * Waits until the send before `slot` has ended its turn, or until `giveUpAt` (that send's
   * task died, or took too long), and says when the last answer came.
   */
  waitTurn(slot: Slot, giveUpAt: Date): Promise<Turn>;
  /**
   * Records an answer to `slot`'s send (adapting the interval) and, with `endsTurn`, hands the
   * turn on; a send that keeps its turn (a 429 it retries) hands it on later. The interval now
   * in force.
   */
  answered(slot: Slot, answer: Answer, endsTurn: boolean): Promise<number>;
}

/** The next slot after `next` (the first free one), and the one after it. */
export function nextSlot(now: Date, next: Date | undefined, intervalMs: number) {
  const at = new Date(Math.max(now.getTime(), next?.getTime() ?? 0));
  return { at, following: new Date(at.getTime() + intervalMs) };
}

/** The earliest a send whose turn has come may leave: an interval after the last answer. */
export function leaveAt(at: Date, turn: Turn): Date {
  const afterAnswer = (turn.answeredAt?.getTime() ?? -Infinity) + turn.intervalMs;
  return new Date(Math.max(at.getTime(), afterAnswer));
}

/** How often the send next in line reads the pace while the one before it is out. */
const TURN_POLL_MS = 50;

/** The pace document's fields, read with defaults (a document from before turns: none). */
function readPace(data: DocumentData | undefined, floorMs: number) {
  const time = (value: unknown) => (value instanceof Timestamp ? value.toDate() : undefined);
  const number = (value: unknown, fallback: number) =>
    typeof value === "number" && Number.isFinite(value) ? value : fallback;
  const seq = number(data?.seq, 0);
  return {
    next: time(data?.next),
    seq,
    doneSeq: Math.min(seq, number(data?.doneSeq, seq)),
    answeredAt: time(data?.answeredAt),
    intervalMs: Math.max(floorMs, number(data?.intervalMs, floorMs)),
    clean: number(data?.clean, 0),
  };
}

/** The slots in Firestore, `leadMailPace/{queue}`, never closer than `floorMs`. */
export function firestoreSendSlots(db: Firestore, floorMs: number, queue: string): SendSlots {
  const ref = db.collection("leadMailPace").doc(queue);
  const turnOf = (pace: ReturnType<typeof readPace>, slot: Slot): Turn => ({
    // A document that counts fewer turns than this slot's was deleted since: nobody is ahead.
    free: pace.doneSeq >= slot.seq - 1 || pace.seq < slot.seq,
    answeredAt: pace.answeredAt,
    intervalMs: pace.intervalMs,
  });
  return {
    reserve(now, maxWaitMs) {
      return db.runTransaction(async (tx) => {
        const pace = readPace((await tx.get(ref)).data(), floorMs);
        // No sooner than the sends still ahead can have gone, an interval each after the last
        // answer: a task sleeps until then rather than reading the pace over and over.
        const ahead = pace.seq - pace.doneSeq;
        const behindAnswers = (pace.answeredAt?.getTime() ?? 0) + ahead * pace.intervalMs;
        const slot = nextSlot(
          now,
          new Date(Math.max(pace.next?.getTime() ?? 0, behindAnswers)),
          pace.intervalMs,
        );
        if (slot.at.getTime() - now.getTime() > maxWaitMs) return { busyUntil: slot.at };
        const seq = pace.seq + 1;
        tx.set(
          ref,
          { next: Timestamp.fromDate(slot.following), seq, doneSeq: pace.doneSeq },
          { merge: true },
        );
        return { at: slot.at, seq };
      });
    },
    async waitTurn(slot, giveUpAt) {
      for (;;) {
        const pace = readPace((await ref.get()).data(), floorMs);
        const turn = turnOf(pace, slot);
        if (turn.free) return turn;
        const left = giveUpAt.getTime() - Date.now();
        if (left <= 0) return { ...turn, free: true };
        // Each send still ahead takes an interval at least: only the next in line reads often.
        const ahead = slot.seq - 1 - pace.doneSeq;
        const pause = Math.max(TURN_POLL_MS, (ahead - 1) * pace.intervalMs);
        await new Promise((resolve) => setTimeout(resolve, Math.min(pause, left)));
      }
    },
    answered(slot, answer, endsTurn) {
      return db.runTransaction(async (tx) => {
        const pace = readPace((await tx.get(ref)).data(), floorMs);
        const adapted = answer.at ? adaptPace(pace, answer.rateLimited, floorMs) : pace;
        const answeredAt = new Date(
          Math.max(pace.answeredAt?.getTime() ?? 0, answer.at?.getTime() ?? 0),
        );
        // Later reservations start no sooner than the next send can leave.
        const next = Math.max(pace.next?.getTime() ?? 0, answeredAt.getTime() + adapted.intervalMs);
        tx.set(
          ref,
          {
            intervalMs: adapted.intervalMs,
            clean: adapted.clean,
            ...(answeredAt.getTime() > 0 && { answeredAt: Timestamp.fromDate(answeredAt) }),
            next: Timestamp.fromMillis(next),
            ...(endsTurn && { doneSeq: Math.max(pace.doneSeq, slot.seq) }),
          },
          { merge: true },
        );
        return adapted.intervalMs;
      });
    },
  };
}
