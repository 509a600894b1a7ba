// Pacing in the function, not only in the queue: EmailJS takes 1 request per second, and
// Cloud Tasks may dispatch a burst after an idle spell (it picks the queue's burst size
// itself). One Firestore document per queue (`leadMailPace/{queue}`) keeps the pace, so every
// instance shares it:
// - slots: each send reserves the next free slot (`next`), `intervalMs` after the one before,
//   and a numbered turn (`seq`); a lead after a quiet spell goes at once;
// - turns: a send leaves only once the send before it has ended its turn (`doneSeq`), and no
//   sooner than `intervalMs` after the last answer EmailJS gave (`answeredAtMs`). EmailJS counted
//   that request before it answered, so a request sent a full interval after the answer reaches
//   it at least an interval after the one it counted, however long the way there took. Spaced
//   by send times alone, a request that travels fast after one that travelled slowly arrives
//   too soon whenever the delay varies by more than the margin, and a strict 1 request/s
//   bucket refuses it (429);
// - the interval adapts (adaptPace): a 429 widens it, a run of answers without one narrows it
//   back toward the floor, 1/rate, never below.
import { COLLECTIONS } from "../shared/collections.js";
import type { DocumentData, Firestore } from "firebase-admin/firestore";
import { FieldValue, Timestamp } from "firebase-admin/firestore";

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

/** The interval after a 429: one step wider (up to the cap), and the clean run starts again. */
export function widenPace(pace: PaceInterval, rule = PACE_RULE): PaceInterval {
  return { intervalMs: Math.min(rule.capMs, pace.intervalMs + rule.widenMs), clean: 0 };
}

/** The interval once `clean` answers without 429 have come: a step narrower per full run. */
export function narrowPace(pace: PaceInterval, floorMs: number, rule = PACE_RULE): PaceInterval {
  const runs = Math.floor(pace.clean / rule.cleanRun);
  return {
    intervalMs: Math.max(floorMs, pace.intervalMs - runs * rule.narrowMs),
    clean: pace.clean - runs * rule.cleanRun,
  };
}

/** The interval after one answer: widened by a 429, narrowed after a clean run, within bounds. */
export function adaptPace(
  pace: PaceInterval,
  rateLimited: boolean,
  floorMs: number,
  rule = PACE_RULE,
): PaceInterval {
  if (rateLimited) return widenPace(pace, rule);
  return narrowPace({ ...pace, clean: pace.clean + 1 }, floorMs, rule);
}

/** A reserved send: when it may leave at the earliest, and its turn. */
export interface Slot {
  at: Date;
  /** The turn's number; the send with `seq - 1` goes first. */
  seq: number;
  /** The turn, when it was already free at the reservation (nobody ahead): no wait for it. */
  turn?: Turn;
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
   * Records a 429 to `slot`'s send, which keeps its turn to try again: widens the interval; the
   * interval now in force.
   */
  tooEarly(slot: Slot, at: Date): Promise<number>;
  /** Ends `slot`'s turn, recording its last answer (`at` undefined: none since the last record). */
  endTurn(slot: Slot, answer: Answer): Promise<void>;
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
  const number = (value: unknown, fallback: number) =>
    typeof value === "number" && Number.isFinite(value) ? value : fallback;
  const seq = number(data?.seq, 0);
  const answeredAtMs = number(data?.answeredAtMs, 0);
  return {
    next: data?.next instanceof Timestamp ? data.next.toDate() : undefined,
    seq,
    doneSeq: Math.min(seq, number(data?.doneSeq, seq)),
    answeredAt: answeredAtMs > 0 ? new Date(answeredAtMs) : undefined,
    intervalMs: Math.max(floorMs, number(data?.intervalMs, floorMs)),
    clean: number(data?.clean, 0),
  };
}

/**
 * The slots in Firestore, `leadMailPace/{queue}`, never closer than `floorMs`. A reservation and
 * a 429 are transactions; the end of a clean turn, which the next send waits for, is one write
 * that needs no lock (the largest turn and answer time win, the clean run counts up), and the
 * next reservation narrows the interval when a clean run is complete.
 */
export function firestoreSendSlots(db: Firestore, floorMs: number, queue: string): SendSlots {
  const ref = db.collection(COLLECTIONS.mailPace.name).doc(queue);
  const turnOf = (pace: ReturnType<typeof readPace>, slot: Slot): Turn => ({
    // A document that counts fewer turns than this slot's was deleted since: nobody is ahead.
    free: pace.doneSeq >= slot.seq - 1 || pace.seq < slot.seq,
    answeredAt: pace.answeredAt,
    intervalMs: pace.intervalMs,
  });
  /** Records a 429 in a transaction: the interval widens from what it is now. */
  const widen = (slot: Slot, at: Date, endsTurn: boolean) =>
    db.runTransaction(async (tx) => {
      const pace = readPace((await tx.get(ref)).data(), floorMs);
      const widened = widenPace(pace);
      tx.set(
        ref,
        {
          ...widened,
          answeredAtMs: Math.max(pace.answeredAt?.getTime() ?? 0, at.getTime()),
          ...(endsTurn && { doneSeq: Math.max(pace.doneSeq, slot.seq) }),
        },
        { merge: true },
      );
      return widened.intervalMs;
    });
  return {
    reserve(now, maxWaitMs) {
      return db.runTransaction(async (tx) => {
        const pace = readPace((await tx.get(ref)).data(), floorMs);
        const { intervalMs, clean } = narrowPace(pace, floorMs);
        // No sooner than the sends still ahead can have gone, an interval each after the last
        // answer: a task sleeps until then rather than reading the pace over and over.
        const ahead = pace.seq - pace.doneSeq;
        const behindAnswers = (pace.answeredAt?.getTime() ?? 0) + ahead * intervalMs;
        const slot = nextSlot(
          now,
          new Date(Math.max(pace.next?.getTime() ?? 0, behindAnswers)),
          intervalMs,
        );
        if (slot.at.getTime() - now.getTime() > maxWaitMs) return { busyUntil: slot.at };
        const seq = pace.seq + 1;
        tx.set(
          ref,
          {
            next: Timestamp.fromDate(slot.following),
            seq,
            doneSeq: pace.doneSeq,
            intervalMs,
            clean,
          },
          { merge: true },
        );
        if (ahead > 0) return { at: slot.at, seq };
        return { at: slot.at, seq, turn: { free: true, answeredAt: pace.answeredAt, intervalMs } };
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
    tooEarly(slot, at) {
      return widen(slot, at, false);
    },
    async endTurn(slot, answer) {
      if (answer.at && answer.rateLimited) {
        await widen(slot, answer.at, true);
        return;
      }
      await ref.set(
        {
          doneSeq: FieldValue.maximum(slot.seq),
          ...(answer.at && {
            answeredAtMs: FieldValue.maximum(answer.at.getTime()),
            clean: FieldValue.increment(1),
          }),
        },
        { merge: true },
      );
    },
  };
}
