// @vitest-environment jsdom
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Link, Outlet, RouterProvider, createMemoryRouter } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SCROLL_JUMP_ATTRIBUTE, ScrollManager } from "./scroll-manager";

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
  const router = createMemoryRouter(
    [
      {
        path: "/",
        element: (
          <>
            <Outlet />
            <ScrollManager />
          </>
        ),
        children: [
          { index: true, element: <Page name="Home" /> },
          { path: "pricing", element: <Page name="Pricing" /> },
          { path: "about", element: <Page name="About" /> },
        ],
      },
    ],
    // As on the site: the first page arrives prerendered and hydrates.
    { initialEntries: ["/"], hydrationData: { loaderData: {} } },
  );
  render(<RouterProvider router={router} />);
  return { router, user: userEvent.setup() };
}

const html = document.documentElement;
/** Each scroll call, with whether the page was marked to jump at that moment. */
let scrolls: { call: string; args: unknown[]; jump: boolean; target?: string }[];

beforeEach(() => {
  scrolls = [];
  window.scrollTo = vi.fn((...args: unknown[]) => {
    scrolls.push({ call: "scrollTo", args, jump: html.hasAttribute(SCROLL_JUMP_ATTRIBUTE) });
  }) as unknown as typeof window.scrollTo;
  Element.prototype.scrollIntoView = vi.fn(function (this: Element, ...args: unknown[]) {
    scrolls.push({
      call: "scrollIntoView",
      args,
      jump: html.hasAttribute(SCROLL_JUMP_ATTRIBUTE),
      target: this.id,
    });
  });
});

afterEach(() => vi.restoreAllMocks());

describe("ScrollManager", () => {
  it("leaves the first page view alone and jumps to the top on each new page", async () => {
    const { user } = renderApp();
    expect(scrolls).toEqual([]);
    await user.click(screen.getByRole("link", { name: "Pricing" }));
    expect(screen.getByRole("heading", { name: "Pricing" })).toBeInTheDocument();
    expect(scrolls).toEqual([{ call: "scrollTo", args: [0, 0], jump: true }]);
    // Only during that navigation: links within the page glide again afterwards.
    expect(html.hasAttribute(SCROLL_JUMP_ATTRIBUTE)).toBe(false);
  });

  it("scrolls to the section named by the hash, with the page's smooth scrolling", async () => {
    const { user } = renderApp();
    await user.click(screen.getByRole("link", { name: "About process" }));
    expect(scrolls).toEqual([{ call: "scrollIntoView", args: [], jump: false, target: "process" }]);
  });

  it("returns to the saved position on Back, without animation", async () => {
    const { router, user } = renderApp();
    await user.click(screen.getByRole("link", { name: "Pricing" }));
    Object.defineProperty(window, "scrollY", { value: 480, configurable: true });
    await user.click(screen.getByRole("link", { name: "About process" }));
    scrolls = [];
    await act(() => router.navigate(-1));
    expect(screen.getByRole("heading", { name: "Pricing" })).toBeInTheDocument();
    expect(scrolls).toEqual([{ call: "scrollTo", args: [0, 480], jump: true }]);
  });
});

describe("global.css", () => {
  it("scrolls smoothly only without a jump mark and when the visitor does not prefer reduced motion", () => {
    const css = readFileSync(join(import.meta.dirname, "../styles/global.css"), "utf8");
    const rule = new RegExp(
      String.raw`@media \(prefers-reduced-motion: no-preference\) \{\s*html:not\(\[${SCROLL_JUMP_ATTRIBUTE}\]\) \{\s*scroll-behavior: smooth;`,
    );
    expect(css).toMatch(rule);
    expect(css.match(/scroll-behavior/g)).toHaveLength(1);
  });
});
