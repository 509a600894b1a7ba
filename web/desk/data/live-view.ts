// The leads of one view, kept live: every part of the view (desk-queries.ts) is one or more
// Firestore listeners, and a change to any lead in them (a new brief, a delivery state moving
// on) reaches the list without a reload.
//
// Paging is limit + cursor, and stays live: the first page listens to `limit(PAGE_SIZE)`;
// "Show older" turns it into "down to and including its last lead" (so new leads at the top
// just make it longer, and none falls into a gap between pages) and opens the next page after
// that lead. Parts whose query did not change keep their listeners and pages when the view
// is updated (the clock moving on only restarts the parts that depend on it).
import { onSnapshot, type DocumentSnapshot, type Firestore } from "firebase/firestore";
import { toDeskLead, type DeskLead } from "../desk-lead";
import { PAGE_SIZE, SMALL_PART_LIMIT, mergeParts, specKey, type ViewPart } from "../desk-queries";
import { specQuery } from "./firestore-queries";

/** Performance marks of the first rows a page received (for `npm run bench:desk`). */
export const CACHED_ROWS_MARK = "desk:rows-from-cache";
export const SERVER_ROWS_MARK = "desk:rows-from-server";

export interface LiveViewState {
  rows: DeskLead[];
  /** Rows of each part after its `keep` (for counting the parts Firestore cannot count). */
  partRows: Record<string, DeskLead[]>;
  loading: boolean;
  hasMore: boolean;
  error: string | null;
}

interface Segment {
  docs: DocumentSnapshot[];
  loaded: boolean;
  unsubscribe: () => void;
}

interface LivePart {
  part: ViewPart;
  key: string;
  /** The last lead of each full page: page i runs after cursor i-1, through cursor i. */
  cursors: DocumentSnapshot[];
  segments: Segment[];
}

export class LiveView {
  private parts: LivePart[] = [];
  private error: string | null = null;
  private now = new Date();
  private latest: LiveViewState | null = null;

  constructor(
    private readonly db: Firestore,
    private onChange: (state: LiveViewState) => void = () => undefined,
  ) {}

  /** The view's state as last emitted (null before its first update). */
  get state(): LiveViewState | null {
    return this.latest;
  }

  /** Sends the view's changes to `onChange` from now on (a view started before React ran). */
  attach(onChange: (state: LiveViewState) => void): void {
    this.onChange = onChange;
    if (this.latest) onChange(this.latest);
  }

  /** Shows `parts` at time `now`; parts whose query is unchanged keep their listeners. */
  update(parts: ViewPart[], now: Date): void {
    this.now = now;
    const kept = new Map(this.parts.map((live) => [live.key, live]));
    const next: LivePart[] = [];
    for (const part of parts) {
      const key = `${part.key}:${specKey(part.spec)}`;
      const existing = kept.get(key);
      if (existing) {
        existing.part = part;
        kept.delete(key);
        next.push(existing);
        continue;
      }
      const live: LivePart = { part, key, cursors: [], segments: [] };
      live.segments.push(this.listen(live, 0));
      next.push(live);
    }
    for (const stale of kept.values()) for (const segment of stale.segments) segment.unsubscribe();
    this.parts = next;
    this.error = null;
    this.emit();
  }

  /**
   * Opens the next page of each paged part that has one. Needs attention has two paged parts
   * (failed or held mail, and money a person must act on): paging only the first left the
   * second's leads past its first page out of the list for good.
   */
  loadMore(): void {
    let opened = false;
    for (const live of this.parts) if (live.part.paged && this.openNextPage(live)) opened = true;
    if (opened) this.emit();
  }

  /** Adds a page after the part's last one, if that one was full; whether it did. */
  private openNextPage(live: LivePart): boolean {
    const last = live.segments.at(-1);
    const cursor = last?.docs.at(-1);
    if (!last || !cursor || last.docs.length < PAGE_SIZE) return false;
    live.cursors.push(cursor);
    const index = live.segments.length - 1;
    // The old last page becomes bounded by its last lead; the listener is swapped once the new
    // one has answered, so the rows never blink.
    const previous = live.segments[index];
    const bounded = this.listen(live, index, previous?.docs);
    live.segments[index] = bounded;
    live.segments.push(this.listen(live, index + 1));
    previous?.unsubscribe();
    return true;
  }

  close(): void {
    for (const live of this.parts) for (const segment of live.segments) segment.unsubscribe();
    this.parts = [];
  }

  private listen(live: LivePart, index: number, initialDocs: DocumentSnapshot[] = []): Segment {
    const { part, cursors } = live;
    const after = index > 0 ? cursors[index - 1] : undefined;
    const through = cursors[index];
    const size = part.paged ? (through ? undefined : PAGE_SIZE) : SMALL_PART_LIMIT;
    const segment: Segment = { docs: initialDocs, loaded: false, unsubscribe: () => undefined };
    segment.unsubscribe = onSnapshot(
      specQuery(this.db, part.spec, { after, through, size }),
      (snapshot) => {
        // Marks for `npm run bench:desk`: the first rows from the local cache, from the server.
        if (snapshot.size > 0) {
          const mark = snapshot.metadata.fromCache ? CACHED_ROWS_MARK : SERVER_ROWS_MARK;
          if (performance.getEntriesByName(mark).length === 0) performance.mark(mark);
        }
        segment.docs = snapshot.docs;
        segment.loaded = true;
        this.emit();
      },
      (error) => {
        segment.loaded = true;
        this.error = error.message;
        this.emit();
      },
    );
    return segment;
  }

  private emit(): void {
    const { rows, partRows } = mergeParts(
      this.parts.map((live) => ({
        part: live.part,
        leads: live.segments.flatMap((segment) =>
          segment.docs.map((doc) => toDeskLead(doc.id, doc.data() ?? {})),
        ),
      })),
      this.now,
    );
    const pageFull = (live: LivePart) => (live.segments.at(-1)?.docs.length ?? 0) >= PAGE_SIZE;
    this.latest = {
      rows,
      partRows,
      loading: this.parts.some((live) => live.segments.some((segment) => !segment.loaded)),
      hasMore: this.parts.some((live) => live.part.paged && pageFull(live)),
      error: this.error,
    };
    this.onChange(this.latest);
  }
}
