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
import type { DeskLead } from "./desk-lead";
import { SNAPSHOT_KEY as KEY, type DeskPicture } from "./first-paint";

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

/** Deletes the copy (sign-out, or Auth's answer says it is not this salesperson's any more). */
export function clearSnapshot(): void {
  cached = null;
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
  requestAnimationFrame(() => setTimeout(painted, 0));
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
