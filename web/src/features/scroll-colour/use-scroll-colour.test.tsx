// @vitest-environment jsdom
import { act, render, screen } from "@testing-library/react";
import { useRef } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SCROLL_COLOUR_PROPERTY, useScrollColour } from "./use-scroll-colour";
import { colourAtOffset } from "./gradient";

const ids = ["one", "two", "three"] as const;
// Document positions of the three sections.
const documentTops: Record<string, number> = { one: 300, two: 1200, three: 2400 };

function Page() {
  const ref = useRef<HTMLElement>(null);
  const active = useScrollColour(ref, ids);
  return (
    <main ref={ref} data-testid="page">
      <p>active:{active}</p>
      {ids.map((id) => (
        <section key={id} id={id} />
      ))}
    </main>
  );
}

let frames: FrameRequestCallback[] = [];
const runFrames = () =>
  act(() => {
    const pending = frames;
    frames = [];
    pending.forEach((callback) => callback(0));
  });

function scrollTo(y: number) {
  Object.defineProperty(window, "scrollY", { configurable: true, value: y });
  window.dispatchEvent(new Event("scroll"));
}

describe("useScrollColour", () => {
  beforeEach(() => {
    frames = [];
    vi.stubGlobal("requestAnimationFrame", (callback: FrameRequestCallback) => {
      frames.push(callback);
      return frames.length;
    });
    vi.stubGlobal("cancelAnimationFrame", () => undefined);
    Object.defineProperty(window, "innerHeight", { configurable: true, value: 800 });
    Object.defineProperty(window, "scrollY", { configurable: true, value: 0 });
    // Layout in jsdom is empty: report each section's top as document top minus scroll.
    vi.spyOn(HTMLElement.prototype, "getBoundingClientRect").mockImplementation(function (
      this: HTMLElement,
    ) {
      return { top: (documentTops[this.id] ?? 0) - window.scrollY } as DOMRect;
    });
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("writes the table colour for the scroll offset into one CSS custom property", () => {
    render(<Page />);
    runFrames();
    const page = screen.getByTestId("page");
    expect(page.style.getPropertyValue(SCROLL_COLOUR_PROPERTY)).toBe(colourAtOffset(0));
    scrollTo(1200);
    runFrames();
    expect(page.style.getPropertyValue(SCROLL_COLOUR_PROPERTY)).toBe(colourAtOffset(1200));
  });

  it("batches many scroll events into one frame", () => {
    render(<Page />);
    runFrames();
    scrollTo(10);
    scrollTo(20);
    scrollTo(30);
    expect(frames).toHaveLength(1);
  });

  it("activates a section once its top passes 75 % of the viewport", () => {
    render(<Page />);
    runFrames();
    // Line at 600 px: section one (top 300) is active from the start.
    expect(screen.getByText("active:0")).toBeInTheDocument();
    scrollTo(599); // section two's top at 601: not yet
    runFrames();
    expect(screen.getByText("active:0")).toBeInTheDocument();
    scrollTo(600); // section two's top exactly at the line
    runFrames();
    expect(screen.getByText("active:1")).toBeInTheDocument();
    scrollTo(1900);
    runFrames();
    expect(screen.getByText("active:2")).toBeInTheDocument();
  });

  it("stops listening when unmounted", () => {
    const { unmount } = render(<Page />);
    runFrames();
    unmount();
    scrollTo(500);
    expect(frames).toHaveLength(0);
  });
});
