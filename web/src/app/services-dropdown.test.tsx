// @vitest-environment jsdom
import { fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { serviceLinks } from "~/content/navigation";
import { ServicesDropdown } from "./services-dropdown";

function renderDropdown() {
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={["/"]}>
      <a href="#before">Before</a>
      <ServicesDropdown label="Services" items={serviceLinks} />
      <a href="#after">After</a>
    </MemoryRouter>,
  );
  const button = screen.getByRole("button", { name: "Services" });
  return { user, button };
}

describe("ServicesDropdown", () => {
  it("is a closed disclosure button that controls the list", () => {
    const { button } = renderDropdown();
    expect(button).toHaveAttribute("aria-expanded", "false");
    const list = document.getElementById(button.getAttribute("aria-controls") ?? "");
    expect(list).not.toBeNull();
    expect(list).not.toBeVisible();
    expect(screen.queryByRole("link", { name: "Website" })).toBeNull();
  });

  it("opens on mouse hover with the spec's six items and closes when the mouse leaves", async () => {
    const { user, button } = renderDropdown();
    await user.hover(button);
    expect(button).toHaveAttribute("aria-expanded", "true");
    const links = screen.getAllByRole("link").filter((link) => link.closest("ul"));
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Logo & Branding", "/logobranding"],
      ["Website", "/website"],
      ["Mobile Application", "/mobile-application"],
      ["Amazon Marketing", "/amazon-marketing"],
      ["Book Publication", "/book-publication"],
      ["Seo Service", "/seo-sem-services-company-usa"],
    ]);
    await user.unhover(button.parentElement as HTMLElement);
    expect(button).toHaveAttribute("aria-expanded", "false");
  });

  it("opens on keyboard focus and arrow keys move through the items", async () => {
    const { user, button } = renderDropdown();
    await user.tab(); // "Before"
    await user.tab(); // Services
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute("aria-expanded", "true");
    await user.keyboard("{ArrowDown}");
    expect(screen.getByRole("link", { name: "Logo & Branding" })).toHaveFocus();
    await user.keyboard("{ArrowDown}");
    expect(screen.getByRole("link", { name: "Website" })).toHaveFocus();
    await user.keyboard("{ArrowUp}{ArrowUp}");
    expect(screen.getByRole("link", { name: "Seo Service" })).toHaveFocus();
    await user.keyboard("{Home}");
    expect(screen.getByRole("link", { name: "Logo & Branding" })).toHaveFocus();
  });

  it("closes on Escape and returns focus to the button", async () => {
    const { user, button } = renderDropdown();
    button.focus();
    await user.keyboard("{ArrowDown}");
    expect(screen.getByRole("link", { name: "Logo & Branding" })).toHaveFocus();
    await user.keyboard("{Escape}");
    expect(button).toHaveAttribute("aria-expanded", "false");
    expect(button).toHaveFocus();
  });

  it("toggles with a click and stays open after the pointer leaves", async () => {
    const { user, button } = renderDropdown();
    await user.click(button);
    expect(button).toHaveAttribute("aria-expanded", "true");
    await user.unhover(button.parentElement as HTMLElement);
    expect(button).toHaveAttribute("aria-expanded", "true");
    await user.click(button);
    expect(button).toHaveAttribute("aria-expanded", "false");
  });

  it("opened by focus, lets Tab move on to the next header item", async () => {
    const { user, button } = renderDropdown();
    await user.tab();
    await user.tab();
    expect(button).toHaveAttribute("aria-expanded", "true");
    await user.tab();
    expect(screen.getByRole("link", { name: "After" })).toHaveFocus();
    expect(button).toHaveAttribute("aria-expanded", "false");
  });

  it("opened with Enter, Tab walks the items and closes the menu when leaving it", async () => {
    const { user, button } = renderDropdown();
    await user.tab();
    await user.tab();
    await user.keyboard("{Enter}");
    expect(button).toHaveAttribute("aria-expanded", "true");
    for (const item of serviceLinks) {
      await user.tab();
      expect(screen.getByRole("link", { name: item.label })).toHaveFocus();
    }
    await user.tab();
    expect(screen.getByRole("link", { name: "After" })).toHaveFocus();
    expect(button).toHaveAttribute("aria-expanded", "false");
  });

  it("closes when an item is chosen", async () => {
    const { user, button } = renderDropdown();
    await user.click(button);
    await user.click(screen.getByRole("link", { name: "Website" }));
    expect(button).toHaveAttribute("aria-expanded", "false");
  });

  it("opens once for a tap: the tap's focus opens nothing, the click pins it", () => {
    const { button } = renderDropdown();
    const list = () => screen.getByRole("list", { hidden: true });
    // A tap, in the order Chromium dispatches it: the pointer is up before the compatibility
    // mouse events, whose mousedown focuses the button.
    fireEvent.pointerDown(button, { pointerType: "touch" });
    fireEvent.pointerUp(button, { pointerType: "touch" });
    fireEvent.mouseDown(button);
    fireEvent.focus(button);
    fireEvent.mouseUp(button);
    expect(button).toHaveAttribute("aria-expanded", "false");
    expect(list()).not.toBeVisible();
    fireEvent.click(button);
    expect(button).toHaveAttribute("aria-expanded", "true");
    // Pinned: its links are in the Tab order.
    for (const link of screen.getAllByRole("link")) {
      if (link.closest("ul")) expect(link.tabIndex).toBe(0);
    }
  });

  it("opens once for a mouse click, whose focus comes before the button is released", () => {
    const { button } = renderDropdown();
    fireEvent.pointerDown(button, { pointerType: "mouse" });
    fireEvent.mouseDown(button);
    fireEvent.focus(button);
    expect(button).toHaveAttribute("aria-expanded", "false");
    fireEvent.pointerUp(button, { pointerType: "mouse" });
    fireEvent.mouseUp(button);
    fireEvent.click(button);
    expect(button).toHaveAttribute("aria-expanded", "true");
  });

  it("after a press that never became a click, keyboard focus opens it again", () => {
    const { button } = renderDropdown();
    // Pressed, then released elsewhere: no mouseup or click on the button.
    fireEvent.mouseDown(button);
    fireEvent.focus(button);
    fireEvent.blur(button);
    expect(button).toHaveAttribute("aria-expanded", "false");
    fireEvent.focus(button);
    expect(button).toHaveAttribute("aria-expanded", "true");
  });

  it("after a press on the focused button (no focus event), the next focus opens it", () => {
    const { button } = renderDropdown();
    fireEvent.focus(button);
    fireEvent.keyDown(button, { key: "Escape" });
    expect(button).toHaveAttribute("aria-expanded", "false");
    // Pressed while focused, released on it without a click (a drag): the browser sends no focus.
    fireEvent.mouseDown(button);
    fireEvent.mouseUp(button);
    fireEvent.blur(button);
    fireEvent.focus(button);
    expect(button).toHaveAttribute("aria-expanded", "true");
  });
});
