// Submitting the brief: writes the lead to Firestore once, however many times the visitor
// retries. Why this shape (see also docs/lead-pipeline.md, "The brief and saving a lead"):
// - The document id is chosen in the browser once per set of answers and kept in
//   sessionStorage, so every retry writes the same document.
// - The rules allow `create` only. Writing an id that already exists is therefore refused
//   (permission-denied). That refusal means "already saved" exactly when an earlier write of
//   the same id may have reached the server (it timed out, or the network failed after
//   sending); otherwise it is a real rejection and the visitor is told.
// - One deadline (`timeoutMs`) covers downloading the SDK and the write: a save that has not
//   finished by then counts as failed (and, once the write was sent, possibly written). An
//   attempt that missed its deadline never sends anything later.
import { leadSchema, type Lead, type LeadSource } from "./lead-schema";
import { cleanPlanId, leadFingerprint, type BriefStore } from "./brief-store";
import { startDeadline } from "./deadline";
import type { LeadWriter } from "~/lib/firebase";

/**
 * Why a save did not happen: no connection, the server could not be reached, it refused, or
 * the hidden anti-spam field was filled in (nothing is sent then).
 */
export type SaveFailure = "offline" | "unreachable" | "rejected" | "blocked";

export type SaveResult =
  { ok: true; leadId: string; alreadySaved: boolean } | { ok: false; reason: SaveFailure };

export interface SaveDependencies {
  store: BriefStore;
  /**
   * Loads the Firestore client (lazily: the SDK is not in any page's first load). It should
   * stop waiting, and forget a load still under way, when `signal` aborts.
   */
  getWriter: (signal: AbortSignal) => Promise<LeadWriter>;
  newLeadId: () => string;
  isOnline: () => boolean;
  timeoutMs: number;
  /** What the lead carries besides the answers: the plan chosen and where the visit came from. */
  attribution?: () => LeadAttribution;
}

/** The optional fields of a lead (functions/src/shared/lead.ts), as the site knows them. */
export interface LeadAttribution {
  /** The plan chosen on the pricing page before the brief (`?plan=`), if any. */
  planId?: string | null;
  source?: LeadSource;
}

/** The lead's `plan` and `source` fields: only well-formed values, absent when there are none. */
export function attributionFields({ planId, source }: LeadAttribution = {}): Partial<Lead> {
  const plan = cleanPlanId(planId);
  return {
    ...(plan && { plan }),
    ...(source && Object.keys(source).length > 0 && { source }),
  };
}

/** What the visitor sent besides the answers. */
export interface SubmitExtras {
  /** The hidden field only bots fill in, as it was at this submit. */
  honeypot?: string;
}

function errorCode(error: unknown): string {
  if (typeof error === "object" && error !== null && "code" in error) {
    const { code } = error as { code: unknown };
    if (typeof code === "string") return code;
  }
  return "unknown";
}

// Codes that prove the server refused this write (nothing was stored by it).
const REFUSED = new Set(["permission-denied", "already-exists", "invalid-argument"]);
// Of those, the ones an already-created document produces under create-only rules.
const EXISTS = new Set(["permission-denied", "already-exists"]);

/**
 * Saves the brief's answers as one lead. Idempotent per set of answers: a retry, a double
 * submit or a second visit to the last step with the same answers never makes a second
 * document. A filled honeypot saves nothing and says so ("blocked").
 */
export async function saveBrief(
  answers: Lead,
  deps: SaveDependencies,
  extras: SubmitExtras = {},
): Promise<SaveResult> {
  const { store } = deps;
  // Trimmed, and proven valid before anything is sent; plan and source ride along.
  const lead = leadSchema.parse({ ...answers, ...attributionFields(deps.attribution?.()) });
  const fingerprint = leadFingerprint(lead);
  const state = store.getSnapshot();

  if ((extras.honeypot ?? "").trim() !== "") return { ok: false, reason: "blocked" };
  if (state.submitted?.leadId && state.submitted.fingerprint === fingerprint) {
    return { ok: true, leadId: state.submitted.leadId, alreadySaved: true };
  }
  if (!deps.isOnline()) return { ok: false, reason: "offline" };

  const markSubmitted = (leadId: string) =>
    store.update((current) => ({
      ...current,
      attempt: null,
      submitted: { lead, leadId, fingerprint },
    }));
  const attempt =
    state.attempt?.fingerprint === fingerprint
      ? state.attempt
      : { leadId: deps.newLeadId(), fingerprint, maybeWritten: false };
  const earlierMaybeWritten = attempt.maybeWritten;
  const recordAttempt = (maybeWritten: boolean) =>
    store.update((current) => ({ ...current, attempt: { ...attempt, maybeWritten } }));
  const unreachable = (): SaveResult => ({
    ok: false,
    reason: deps.isOnline() ? "unreachable" : "offline",
  });
  const notSent = () => {
    recordAttempt(earlierMaybeWritten);
    return unreachable();
  };

  const deadline = startDeadline(deps.timeoutMs);
  try {
    let writer: LeadWriter;
    try {
      writer = await deadline.race(deps.getWriter(deadline.signal));
    } catch {
      // The SDK could not be downloaded in time, or at all: nothing was sent.
      return notSent();
    }

    // Recorded before sending: if the tab dies mid-request, the next try knows it may exist.
    recordAttempt(true);
    try {
      await deadline.race(writer.create(attempt.leadId, lead));
    } catch (error) {
      const code = errorCode(error);
      if (EXISTS.has(code) && earlierMaybeWritten) {
        markSubmitted(attempt.leadId);
        return { ok: true, leadId: attempt.leadId, alreadySaved: true };
      }
      if (REFUSED.has(code)) {
        recordAttempt(earlierMaybeWritten);
        return { ok: false, reason: "rejected" };
      }
      return unreachable();
    }
  } finally {
    deadline.clear();
  }
  markSubmitted(attempt.leadId);
  return { ok: true, leadId: attempt.leadId, alreadySaved: false };
}

/** Wraps saveBrief so that a second call while one is running joins it (a double click saves once). */
export function singleFlight<A extends unknown[], R>(
  run: (...args: A) => Promise<R>,
): (...args: A) => Promise<R> {
  let running: Promise<R> | null = null;
  return (...args) => {
    running ??= run(...args).finally(() => {
      running = null;
    });
    return running;
  };
}
