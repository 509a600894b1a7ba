// For tests of code that waits for Element Timing (first-paint.ts, afterShown): jsdom has no
// such entries, so a test stands in a PerformanceObserver that supports them and reports one
// when the test says the browser presented a frame.
import { vi } from "vitest";

/**
 * Replaces the global PerformanceObserver (restored by vi.unstubAllGlobals) with one whose
 * supported types include "element"; returns a function that reports an element entry of
 * each element that carries an `elementtiming` name, to every observer still observing.
 */
export function fakeElementTiming(): () => void {
  const observing = new Set<FakeObserver>();
  class FakeObserver {
    static readonly supportedEntryTypes = ["element", "mark", "measure"];
    constructor(private readonly callback: PerformanceObserverCallback) {}
    observe() {
      observing.add(this);
    }
    disconnect() {
      observing.delete(this);
    }
    report(entries: PerformanceEntry[]) {
      const list = { getEntries: () => entries } as unknown as PerformanceObserverEntryList;
      this.callback(list, this as unknown as PerformanceObserver);
    }
  }
  vi.stubGlobal("PerformanceObserver", FakeObserver);
  return () => {
    const entries = [...document.querySelectorAll("[elementtiming]")].map(
      (element) =>
        ({
          entryType: "element",
          identifier: element.getAttribute("elementtiming"),
          element,
        }) as unknown as PerformanceEntry,
    );
    for (const observer of [...observing]) observer.report(entries);
  };
}
