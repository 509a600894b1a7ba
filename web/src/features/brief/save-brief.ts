// Submitting the brief: writes the lead to Firestore once, however many times the visitor
// retries. Why this shape (see also the README, "Saving a brief"):
// - The document id is chosen in the browser once per set of answers and kept in
//   sessionStorage, so every retry writes the same document.
// - The rules allow `create` only. Writing an id that already exists is therefore refused
//   (permission-denied). That refusal means "already saved" exactly when an earlier write of
//   the same id may have reached the server (it timed out, or the network failed after
//   sending); otherwise it is a real rejection and the visitor is told.
// - A write that does not answer within `timeoutMs` counts as failed (and possibly written):
//   the visitor is never left waiting.
import { leadSchema, type Lead } from "./lead-schema";
import { leadFingerprint, type BriefStore } from "./brief-store";

/** Creates `formData/{leadId}` holding the lead plus `createdAt: serverTimestamp()`. */
export interface LeadWriter {
  create(leadId: string, lead: Lead): Promise<void>;
}

/** Why a save did not happen: no connection, the server could not be reached, or it refused. */
export type SaveFailure = "offline" | "unreachable" | "rejected";

export type SaveResult =
  { ok: true; leadId: string | null; alreadySaved: boolean } | { ok: false; reason: SaveFailure };

export interface SaveDependencies {
  store: BriefStore;
  /** Loads the Firestore client (lazily: the SDK is only downloaded on submit). */
  getWriter: () => Promise<LeadWriter>;
  newLeadId: () => string;
  isOnline: () => boolean;
  timeoutMs: number;
}

/** The default time a visitor waits for the save before being offered a retry. */
export const SAVE_TIMEOUT_MS = 12_000;

class SaveTimeoutError extends Error {
  readonly code = "deadline-exceeded";
}

function withTimeout<T>(promise: Promise<T>, timeoutMs: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new SaveTimeoutError(`No answer within ${timeoutMs} ms`)),
      timeoutMs,
    );
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
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
 * document. A filled honeypot "succeeds" without saving anything.
 */
export async function saveBrief(answers: Lead, deps: SaveDependencies): Promise<SaveResult> {
  const { store } = deps;
  const lead = leadSchema.parse(answers); // trimmed, and proven valid before anything is sent
  const fingerprint = leadFingerprint(lead);
  const state = store.getSnapshot();

  const markSubmitted = (leadId: string | null) =>
    store.update((current) => ({
      ...current,
      attempt: null,
      submitted: { lead, leadId, fingerprint },
    }));

  if (state.honeypot.trim() !== "") {
    markSubmitted(null);
    return { ok: true, leadId: null, alreadySaved: false };
  }
  if (state.submitted?.leadId && state.submitted.fingerprint === fingerprint) {
    return { ok: true, leadId: state.submitted.leadId, alreadySaved: true };
  }
  if (!deps.isOnline()) return { ok: false, reason: "offline" };

  const attempt =
    state.attempt?.fingerprint === fingerprint
      ? state.attempt
      : { leadId: deps.newLeadId(), fingerprint, maybeWritten: false };
  const earlierMaybeWritten = attempt.maybeWritten;
  const recordAttempt = (maybeWritten: boolean) =>
    store.update((current) => ({ ...current, attempt: { ...attempt, maybeWritten } }));

  let writer: LeadWriter;
  try {
    writer = await deps.getWriter();
  } catch {
    // The SDK's code could not be downloaded: nothing was sent.
    recordAttempt(earlierMaybeWritten);
    return { ok: false, reason: deps.isOnline() ? "unreachable" : "offline" };
  }

  // Recorded before sending: if the tab dies mid-request, the next try knows it may exist.
  recordAttempt(true);
  try {
    await withTimeout(writer.create(attempt.leadId, lead), deps.timeoutMs);
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
    return { ok: false, reason: deps.isOnline() ? "unreachable" : "offline" };
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
