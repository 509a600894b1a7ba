// @vitest-environment jsdom
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router-dom";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { planCategories, plansIn } from "~/content/pricing";
import { pricingPage } from "~/content/pricing-page";
import { PanelPlansOnReach, PlanTabs } from "./plan-tabs";

function renderTabs(path = "/pricing") {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <PlanTabs categories={planCategories} labels={pricingPage.plans} />
    </MemoryRouter>,
  );
}

const visiblePanel = () => screen.getByRole("tabpanel");

// The panels' plans come from a module loaded on demand (hydrateOnReach); a client render
// waits for it, so load it before the synchronous renders below.
beforeAll(() => PanelPlansOnReach.preload());

const originalScrollIntoView = Element.prototype.scrollIntoView;
afterEach(() => {
  Element.prototype.scrollIntoView = originalScrollIntoView;
});

describe("PlanTabs", () => {
  it("shows the first category's plans, each button starting the brief with its plan", () => {
    renderTabs();
    expect(screen.getByRole("tab", { name: "Logo design" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    const links = within(visiblePanel()).getAllByRole("link");
    expect(links.map((link) => link.getAttribute("href"))).toEqual(
      plansIn("logo").map((plan) => `/brief/company?plan=${plan.id}`),
    );
    expect(within(visiblePanel()).getAllByText("Most popular")).toHaveLength(1);
  });

  it("switches category on click", async () => {
    const user = userEvent.setup();
    renderTabs();
    await user.click(screen.getByRole("tab", { name: "Website" }));
    expect(visiblePanel()).toHaveAttribute("id", "website");
    expect(
      within(visiblePanel()).getByRole("heading", { name: "Growth Site" }),
    ).toBeInTheDocument();
  });

  it("moves between tabs with arrow keys, Home and End (roving tabindex)", async () => {
    const user = userEvent.setup();
    renderTabs();
    const first = screen.getByRole("tab", { name: "Logo design" });
    first.focus();
    await user.keyboard("{ArrowRight}");
    const second = screen.getByRole("tab", { name: "Branding" });
    expect(second).toHaveFocus();
    expect(second).toHaveAttribute("aria-selected", "true");
    expect(second).toHaveAttribute("tabindex", "0");
    expect(first).toHaveAttribute("tabindex", "-1");
    await user.keyboard("{End}");
    expect(screen.getByRole("tab", { name: "SEO & SEM" })).toHaveFocus();
    await user.keyboard("{ArrowRight}");
    expect(first).toHaveFocus();
    await user.keyboard("{ArrowLeft}");
    expect(screen.getByRole("tab", { name: "SEO & SEM" })).toHaveAttribute("aria-selected", "true");
    await user.keyboard("{Home}");
    expect(first).toHaveAttribute("aria-selected", "true");
  });

  it("opens the category named in the URL hash and scrolls the tabs into view", () => {
    // jsdom has no scrolling; record the call instead.
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    renderTabs("/pricing#amazon");
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(screen.getByRole("tablist"));
    expect(screen.getByRole("tab", { name: "Amazon marketing" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    expect(visiblePanel()).toHaveAttribute("id", "amazon");
  });

  it("ignores a hash that is not a category", () => {
    renderTabs("/pricing#faq");
    expect(visiblePanel()).toHaveAttribute("id", "logo");
  });

  it("lays out each hidden panel ahead of a switch, one per idle period", () => {
    const idle: IdleRequestCallback[] = [];
    vi.stubGlobal("requestIdleCallback", (callback: IdleRequestCallback) => idle.push(callback));
    vi.stubGlobal("cancelIdleCallback", () => {});
    const measured: string[] = [];
    const measure = vi
      .spyOn(Element.prototype, "getBoundingClientRect")
      .mockImplementation(function (this: Element) {
        measured.push(this.closest("[role=tabpanel]")?.id ?? "");
        return new DOMRect();
      });
    try {
      const { unmount } = renderTabs();
      const hidden = planCategories.slice(1).map((category) => category.id);
      for (let period = 0; idle.length > 0; period += 1) {
        idle.shift()?.({ didTimeout: false, timeRemaining: () => 10 });
        expect(measured).toEqual(hidden.slice(0, period + 1));
      }
      expect(measured).toEqual(hidden);
      unmount();
    } finally {
      measure.mockRestore();
      vi.unstubAllGlobals();
    }
  });
});
