// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Link, MemoryRouter, Route, Routes } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ScrollManager } from "./scroll-manager";

function Page({ name }: { name: string }) {
  return (
    <main>
      <h1>{name}</h1>
      <Link to="/pricing">Pricing</Link>
      <Link to="/about#process">About process</Link>
      <section id="process">Process</section>
    </main>
  );
}

function renderApp() {
  render(
    <MemoryRouter initialEntries={["/"]}>
      <ScrollManager />
      <Routes>
        <Route path="/" element={<Page name="Home" />} />
        <Route path="/pricing" element={<Page name="Pricing" />} />
        <Route path="/about" element={<Page name="About" />} />
      </Routes>
    </MemoryRouter>,
  );
  return userEvent.setup();
}

let scrollTo: ReturnType<typeof vi.fn>;
let scrollIntoView: ReturnType<typeof vi.fn>;

function mockReducedMotion(reduce: boolean) {
  window.matchMedia = vi.fn().mockImplementation((query: string) => ({
    matches: reduce && query.includes("reduce"),
    media: query,
  })) as unknown as typeof window.matchMedia;
}

beforeEach(() => {
  scrollTo = vi.fn();
  scrollIntoView = vi.fn();
  window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
  Element.prototype.scrollIntoView = scrollIntoView as unknown as Element["scrollIntoView"];
  mockReducedMotion(false);
});

afterEach(() => vi.restoreAllMocks());

describe("ScrollManager", () => {
  it("leaves the first page view alone and scrolls to the top, instantly, on each navigation", async () => {
    const user = renderApp();
    expect(scrollTo).not.toHaveBeenCalled();
    await user.click(screen.getByRole("link", { name: "Pricing" }));
    expect(screen.getByRole("heading", { name: "Pricing" })).toBeInTheDocument();
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 0, left: 0, behavior: "instant" });
  });

  it("scrolls smoothly to the section named by the hash", async () => {
    const user = renderApp();
    await user.click(screen.getByRole("link", { name: "About process" }));
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: "smooth" });
    expect(scrollIntoView.mock.contexts[0]).toHaveProperty("id", "process");
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it("jumps without animation when the visitor prefers reduced motion", async () => {
    mockReducedMotion(true);
    const user = renderApp();
    await user.click(screen.getByRole("link", { name: "About process" }));
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: "instant" });
  });
});
