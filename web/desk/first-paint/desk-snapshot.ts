// The desk's own copy of the first rows of its first view (Needs attention, no filter), kept in
// localStorage so a returning salesperson sees them as soon as the page hydrates, before the
// Firebase SDKs have loaded and before Auth has restored the session; the live query then
// replaces them.
//
// What may be shown before the claim is re-checked: only rows this browser received from the
// server for a signed-in salesperson, saved with their uid. Sign-out (and Auth saying the
// person is signed out, has no access or is another user) deletes the copy, so the next person
// on this computer never sees it. Firestore's rules still decide every read; nothing is read
// for the snapshot.
import type { DeskLead } from "../desk-lead";
import type { RunQueryResult } from "./rest-query";
import {
  afterFrameDrawn,
  FIRST_PAINT_ID,
  SNAPSHOT_KEY as KEY,
  type DeskPicture,
} from "./first-paint";

/** Rows kept: a screenful and more (the first page renders the same number). */
export const SNAPSHOT_ROWS = 50;
/** Performance mark of the snapshot's rows on screen (for `npm run bench:desk`). */
export const SNAPSHOT_ROWS_MARK = "desk:rows-from-snapshot";

export interface DeskSnapshot {
  uid: string;
  savedAt: number;
  rows: DeskLead[];
  /** The list as drawn with these rows, painted before React next time (first-paint.ts). */
  html?: string;
  build?: string;
}

const storage = (): Storage | null => {
  try {
    return typeof localStorage === "undefined" ? null : localStorage;
  } catch {
    return null; // storage blocked by the browser's settings
  }
};

// Dates survive the round trip as { $date: ms } (JSON would turn them into plain strings).
function replacer(this: Record<string, unknown>, key: string, value: unknown): unknown {
  const original = this[key];
  return original instanceof Date ? { $date: original.getTime() } : value;
}

function reviver(_key: string, value: unknown): unknown {
  if (typeof value === "object" && value !== null && "$date" in value) {
    const ms = (value as { $date: unknown }).$date;
    if (typeof ms === "number" && Object.keys(value).length === 1) return new Date(ms);
  }
  return value;
}

let cached: DeskSnapshot | null | undefined;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

/** Calls `listener` when rows are provided or the copy is deleted (useSyncExternalStore). */
export function subscribeSnapshot(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The saved rows, or null (none, unreadable, or from another version of the desk). */
export function readSnapshot(): DeskSnapshot | null {
  if (cached !== undefined) return cached;
  cached = null;
  const text = storage()?.getItem(KEY);
  if (!text) return cached;
  try {
    const parsed = JSON.parse(text, reviver) as Partial<DeskSnapshot>;
    if (typeof parsed.uid === "string" && Array.isArray(parsed.rows)) {
      cached = { uid: parsed.uid, savedAt: Number(parsed.savedAt) || 0, rows: parsed.rows };
    }
  } catch {
    clearSnapshot();
  }
  return cached;
}

/** Whether this browser keeps a snapshot (of anyone: readSnapshot checks it); cheap. */
export function hasSnapshot(): boolean {
  try {
    return storage()?.getItem(KEY) != null;
  } catch {
    return false;
  }
}

/** Saves the first rows the server answered for salesperson `uid`, and the list drawn with them. */
export function saveSnapshot(
  uid: string,
  rows: readonly DeskLead[],
  picture: DeskPicture | null = null,
): void {
  const snapshot: DeskSnapshot = {
    uid,
    savedAt: Date.now(),
    rows: rows.slice(0, SNAPSHOT_ROWS),
    ...(picture ?? {}),
  };
  cached = snapshot;
  try {
    storage()?.setItem(KEY, JSON.stringify(snapshot, replacer));
  } catch {
    // storage full or blocked: the next visit waits for the live query instead
  }
}

/**
 * Rows the server has just answered for salesperson `uid` before the SDKs loaded (the first
 * visit's early query, early-query.ts): shown as a snapshot until the live query answers, kept
 * in memory only (the live query's answer is what gets saved). Ignored once a copy is there.
 */
export function provideSnapshot(uid: string, rows: readonly DeskLead[]): void {
  if (readSnapshot()) return;
  cached = { uid, savedAt: Date.now(), rows: rows.slice(0, SNAPSHOT_ROWS) };
  changed();
}

/** A salesperson's uid and the first rows the server answered for them. */
export interface RowsFor {
  uid: string;
  rows: DeskLead[];
}

/** What /desk's inline lines leave for the early-rows script (early-fetch.ts). */
export interface PrefetchedQueries {
  /** The page's time the queries were written for (ms). */
  now: number;
  /** runQuery's answer for each part of the first view, in viewParts' order. */
  answers: Promise<RunQueryResult[]>[];
  /** Lets the desk's modules load (the rows are drawn, or there are none to draw). */
  framed: () => void;
}

declare global {
  interface Window {
    /** The first view's queries, sent by /desk's inline lines (early-fetch.ts). */
    __deskEarlyFetch?: PrefetchedQueries;
    /** The early query's answer once it has come (null: none), set by early-rows.ts. */
    __deskEarlyRows?: RowsFor | null;
    /** Resolves with it (set as the early query starts). */
    __deskEarly?: Promise<RowsFor | null>;
    /** A return visit's live answer to check the snapshot against, asked once the picture is drawn (early-rows.ts). */
    __deskEarlyCheck?: Promise<RowsFor | null>;
  }
}

/**
 * Takes the rows of the first visit's early query (early-rows.ts, a classic script of the page's
 * own) as the snapshot: at once if they have come, else when they come. On a return visit, checks
 * the snapshot against the same query's answer instead (pruneSnapshot).
 */
export function adoptEarlyRows(): void {
  if (typeof window === "undefined") return;
  // A return visit: the server's answer prunes this page's copy too (the early-rows script,
  // a bundle of its own, pruned the stored one).
  void window.__deskEarlyCheck?.then((live) => live && pruneSnapshot(live.uid, live.rows));
  const early = window.__deskEarlyRows;
  if (early) provideSnapshot(early.uid, early.rows);
  else void window.__deskEarly?.then((rows) => rows && provideSnapshot(rows.uid, rows.rows));
}

/**
 * Checks the snapshot against the live rows of the same view (the server's answer for salesperson
 * `uid`): a lead the server no longer returns (erased on another salesperson's desk, or gone from
 * the view) leaves the rows React shows, the picture painted before any script
 * (`#desk-first-paint`) and the stored copy with its picture. An answer of a full page or more
 * may stop before the snapshot's oldest rows: a lead older than every row of such an answer is
 * not counted as gone (the live query's answer replaces the snapshot soon after). Another
 * salesperson's snapshot is left to the session (clearSnapshot). Answers the ids removed.
 */
export function pruneSnapshot(uid: string, liveRows: readonly DeskLead[]): string[] {
  const snapshot = readSnapshot();
  if (!snapshot || snapshot.uid !== uid) return [];
  const live = new Set(liveRows.map((lead) => lead.id));
  const times = liveRows.map((lead) => lead.createdAt?.getTime() ?? Infinity);
  const oldest = liveRows.length >= SNAPSHOT_ROWS ? Math.min(...times) : -Infinity;
  const answered = (lead: DeskLead) => (lead.createdAt?.getTime() ?? Infinity) >= oldest;
  const gone = snapshot.rows
    .filter((lead) => !live.has(lead.id) && answered(lead))
    .map((lead) => lead.id);
  if (gone.length === 0) return gone;
  const without = new Set(gone);
  removePaintedRows(without);
  const stored = storedSnapshot();
  const html = stored?.html === undefined ? undefined : pictureWithout(stored.html, without);
  const kept: DeskSnapshot = {
    uid: snapshot.uid,
    savedAt: snapshot.savedAt,
    rows: snapshot.rows.filter((lead) => !without.has(lead.id)),
    ...(html !== undefined && stored?.build ? { html, build: stored.build } : {}),
  };
  cached = { uid: kept.uid, savedAt: kept.savedAt, rows: kept.rows };
  try {
    storage()?.setItem(KEY, JSON.stringify(kept, replacer));
  } catch {
    clearSnapshot(); // a copy that cannot be corrected is not kept
  }
  changed();
  return gone;
}

/** The stored record with its picture (readSnapshot keeps only the rows in memory). */
function storedSnapshot(): Partial<DeskSnapshot> | null {
  try {
    return JSON.parse(storage()?.getItem(KEY) ?? "null") as Partial<DeskSnapshot> | null;
  } catch {
    return null;
  }
}

/** The picture's HTML without the rows of leads `gone`; undefined (dropped) outside a browser. */
function pictureWithout(html: string, gone: ReadonlySet<string>): string | undefined {
  if (typeof DOMParser === "undefined") return undefined;
  // Parsed as a document of its own: nothing in it runs or loads.
  const { body } = new DOMParser().parseFromString(html, "text/html");
  for (const row of body.querySelectorAll("tr[data-lead-id]")) {
    if (gone.has(row.getAttribute("data-lead-id") ?? "")) row.remove();
  }
  return body.innerHTML;
}

/** Removes the rows of leads `gone` from the picture on screen, if one was painted. */
function removePaintedRows(gone: ReadonlySet<string>): void {
  if (typeof document === "undefined") return;
  const picture = document.getElementById(FIRST_PAINT_ID);
  for (const row of picture?.querySelectorAll("tr[data-lead-id]") ?? []) {
    if (gone.has(row.getAttribute("data-lead-id") ?? "")) row.remove();
  }
}

/** Deletes the copy (sign-out, or Auth's answer says it is not this salesperson's any more). */
export function clearSnapshot(): void {
  const had = cached;
  cached = null;
  if (had) changed();
  try {
    storage()?.removeItem(KEY);
  } catch {
    // nothing was stored
  }
}

let painted: () => void = () => undefined;
const paint = new Promise<void>((resolve) => (painted = resolve));

/** Called by the list once the snapshot's rows are on screen (after the next frame). */
export function snapshotPainted(): void {
  afterFrameDrawn(painted);
}

/**
 * Resolves when the SDKs may start compiling: at once without a snapshot to show on this page,
 * otherwise once its rows are painted (compiling the SDKs, a long task, would hold the paint
 * back), or after `giveUpMs` if the list never shows them.
 */
export function afterSnapshotPaint(onList: boolean, giveUpMs = 1000): Promise<void> {
  if (!onList || !readSnapshot()?.rows.length) return Promise.resolve();
  return Promise.race([paint, new Promise<void>((resolve) => setTimeout(resolve, giveUpMs))]);
}
