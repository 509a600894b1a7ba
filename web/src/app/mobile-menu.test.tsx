// @vitest-environment jsdom
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes, useLocation } from "react-router-dom";
import { describe, expect, it, vi } from "vitest";
import { headerNav } from "~/content/navigation";
import { site } from "~/content/site";
import { MobileMenu } from "./mobile-menu";

function CurrentPath() {
  return <p data-testid="path">{useLocation().pathname}</p>;
}

function renderMenu() {
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={["/"]}>
      <MobileMenu nav={headerNav} />
      <Routes>
        <Route path="*" element={<CurrentPath />} />
      </Routes>
    </MemoryRouter>,
  );
  return { user, toggle: screen.getByRole("button", { name: "Menu" }) };
}

describe("MobileMenu", () => {
  it("starts collapsed and expands with the same items and the mobile phone", async () => {
    const { user, toggle } = renderMenu();
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("navigation", { name: "Mobile" })).toBeNull();
    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    const nav = screen.getByRole("navigation", { name: "Mobile" });
    const labels = Array.from(nav.querySelectorAll("a")).map((a) => a.textContent);
    expect(labels).toEqual([
      "Home",
      ...headerNav.services.map((item) => item.label),
      "Portfolio",
      "Pricing",
      "About Us",
      `Call ${site.mobilePhone.display}`,
    ]);
    expect(screen.getByRole("link", { name: `Call ${site.mobilePhone.display}` })).toHaveAttribute(
      "href",
      `tel:${site.mobilePhone.tel}`,
    );
  });

  /** Opens the menu and picks a link; returns the menu's toggle. */
  async function choose(link: string) {
    const { user, toggle } = renderMenu();
    await user.click(toggle);
    await user.click(screen.getByRole("link", { name: link }));
    return toggle;
  }

  it("collapses when an item is chosen, and navigates to it", async () => {
    const toggle = await choose("Pricing");
    expect(screen.getByTestId("path")).toHaveTextContent("/pricing");
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("navigation", { name: "Mobile" })).toBeNull();
  });

  it("collapses when a service item is chosen", async () => {
    const toggle = await choose("Book Publication");
    expect(screen.getByTestId("path")).toHaveTextContent("/book-publication");
    expect(toggle).toHaveAttribute("aria-expanded", "false");
  });

  it("closes on Escape from a link inside it and gives the focus back to the Menu button", async () => {
    const { user, toggle } = renderMenu();
    await user.click(toggle);
    await user.tab();
    expect(screen.getByRole("navigation", { name: "Mobile" })).toContainElement(
      document.activeElement as HTMLElement,
    );
    await user.keyboard("{Escape}");
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(toggle).toHaveFocus();
  });

  it("renders its links, hidden, once the page is idle, so a tap only shows them", () => {
    vi.useFakeTimers();
    try {
      render(
        <MemoryRouter initialEntries={["/"]}>
          <MobileMenu nav={headerNav} />
        </MemoryRouter>,
      );
      const links = () => screen.queryAllByRole("link", { hidden: true });
      expect(links()).toEqual([]);
      act(() => vi.advanceTimersByTime(2000));
      expect(links().length).toBeGreaterThan(10);
      expect(screen.queryByRole("navigation", { name: "Mobile" })).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});
