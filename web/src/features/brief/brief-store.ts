// The visitor's brief as it is being written, kept in sessionStorage so a reload, the back
// button or a later visit in the same tab loses nothing. One JSON value under one key; a
// malformed or tampered value reads as an empty brief. Where storage is unavailable (disabled
// cookies, a full quota) the brief lives in memory for the life of the page.
import { EMPTY_LEAD, LEAD_FIELDS, PLAN_PATTERN, type Lead } from "./lead-schema";
import { LEAD_ID_PATTERN } from "@shared/lead-id";

/** The sessionStorage key (versioned, so a future shape change starts clean). */
export const BRIEF_STORAGE_KEY = "brandvista.brief.v1";

/** A save that was started: its document id is reused on every retry of the same answers. */
export interface SaveAttempt {
  leadId: string;
  fingerprint: string;
  /** True once a write was sent that may have reached Firestore (no definite refusal came back). */
  maybeWritten: boolean;
}

/** The brief as it was saved: what the final step and checkout show. */
export interface SubmittedBrief {
  lead: Lead;
  /** The Firestore document id of the saved lead. */
  leadId: string;
  fingerprint: string;
}

export interface BriefState {
  /** The answers as typed (trimmed when a step is completed). */
  answers: Lead;
  /** The pricing plan chosen before the brief started (`?plan=`): for the checkout and the lead. */
  planId: string | null;
  attempt: SaveAttempt | null;
  submitted: SubmittedBrief | null;
}

export const EMPTY_BRIEF: BriefState = {
  answers: EMPTY_LEAD,
  planId: null,
  attempt: null,
  submitted: null,
};

// Stored strings are capped so a tampered value cannot bloat the page; the schema's real
// limits (≤ 254) are well under this.
const MAX_STORED_LENGTH = 1000;

/** A plan id as the lead schema accepts it (PLAN_PATTERN, lower-cased first); anything else is dropped. */
export function cleanPlanId(value: unknown): string | null {
  const id = typeof value === "string" ? value.toLowerCase() : "";
  return PLAN_PATTERN.test(id) ? id : null;
}

/** The same answers always give the same fingerprint (trimmed, in field order). */
export function leadFingerprint(lead: Lead): string {
  return JSON.stringify(LEAD_FIELDS.map((field) => lead[field].trim()));
}

function text(value: unknown): string {
  return typeof value === "string" ? value.slice(0, MAX_STORED_LENGTH) : "";
}

function record(value: unknown): Record<string, unknown> | null {
  return typeof value === "object" && value !== null ? (value as Record<string, unknown>) : null;
}

function parseLead(value: unknown): Lead {
  const source = record(value) ?? {};
  const lead = { ...EMPTY_LEAD };
  for (const field of LEAD_FIELDS) lead[field] = text(source[field]);
  return lead;
}

function parseAttempt(value: unknown): SaveAttempt | null {
  const source = record(value);
  if (!source || typeof source.leadId !== "string" || !LEAD_ID_PATTERN.test(source.leadId))
    return null;
  return {
    leadId: source.leadId,
    fingerprint: text(source.fingerprint),
    maybeWritten: source.maybeWritten === true,
  };
}

// A submitted brief without a lead id (what an older version stored when its honeypot
// stopped a submit) was never saved: it reads as not submitted, so nobody is thanked for it.
function parseSubmitted(value: unknown): SubmittedBrief | null {
  const source = record(value);
  if (!source || typeof source.leadId !== "string" || source.leadId === "") return null;
  return {
    lead: parseLead(source.lead),
    leadId: source.leadId,
    fingerprint: text(source.fingerprint),
  };
}

/** Reads a stored value; anything unreadable becomes the empty brief. */
export function parseBrief(raw: string | null): BriefState {
  if (!raw) return EMPTY_BRIEF;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return EMPTY_BRIEF;
  }
  const source = record(value);
  if (!source) return EMPTY_BRIEF;
  return {
    answers: parseLead(source.answers),
    planId: cleanPlanId(source.planId),
    attempt: parseAttempt(source.attempt),
    submitted: parseSubmitted(source.submitted),
  };
}

export interface BriefStore {
  /** The current brief; the same object until it changes (as useSyncExternalStore needs). */
  getSnapshot(): BriefState;
  subscribe(listener: () => void): () => void;
  update(change: (state: BriefState) => BriefState): void;
}

/** A store over the given storage (sessionStorage in the browser; a fake in tests). */
export function createBriefStore(getStorage: () => Storage | undefined): BriefStore {
  const listeners = new Set<() => void>();
  let current: BriefState = EMPTY_BRIEF;
  let lastRaw: string | null | undefined;

  const storage = () => {
    try {
      return getStorage();
    } catch {
      return undefined; // e.g. a SecurityError when storage is blocked
    }
  };

  const getSnapshot = () => {
    const store = storage();
    if (!store) return current;
    let raw: string | null;
    try {
      raw = store.getItem(BRIEF_STORAGE_KEY);
    } catch {
      return current;
    }
    if (raw !== lastRaw) {
      lastRaw = raw;
      current = parseBrief(raw);
    }
    return current;
  };

  return {
    getSnapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    update(change) {
      const next = change(getSnapshot());
      if (next === current) return;
      current = next;
      try {
        const raw = JSON.stringify(next);
        storage()?.setItem(BRIEF_STORAGE_KEY, raw);
        lastRaw = raw;
      } catch {
        // Quota or blocked storage: keep the brief in memory; lastRaw still names the old
        // stored value, so getSnapshot keeps returning the in-memory one.
      }
      for (const listener of listeners) listener();
    },
  };
}

/** The one store of this tab. */
export const briefStore: BriefStore = createBriefStore(() =>
  typeof window === "undefined" ? undefined : window.sessionStorage,
);

/** Records one typed answer (as typed: trimming happens when the step is completed). */
export function saveAnswer(store: BriefStore, field: keyof Lead, value: string): void {
  store.update((state) =>
    state.answers[field] === value
      ? state
      : { ...state, answers: { ...state.answers, [field]: value } },
  );
}

/**
 * Remembers the plan chosen on the pricing page; unknown shapes are ignored. An empty id (from
 * "Send a brief without a package") forgets a plan picked earlier, so the brief ends in a quote.
 */
export function rememberPlan(store: BriefStore, planId: string | null): void {
  if (planId === "") {
    store.update((state) => (state.planId === null ? state : { ...state, planId: null }));
    return;
  }
  const clean = cleanPlanId(planId);
  if (!clean) return;
  store.update((state) => (state.planId === clean ? state : { ...state, planId: clean }));
}
