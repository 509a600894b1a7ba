import { type KeyboardEvent, memo, useId, useLayoutEffect, useRef, useState } from "react";
import { useLocation } from "react-router-dom";
import { NavLink } from "~/components/site-link";
import type { NavLink as NavItem } from "~/content/navigation";
import styles from "./site-header.module.css";

export interface ServicesDropdownProps {
  label: string;
  items: readonly NavItem[];
}

// "soft": opened by hover or focus, closes when the pointer or focus leaves; its items are
//   reachable with the arrow keys but not in the Tab order, so Tab goes on to "Portfolio".
// "pinned": opened by a click, Enter/Space or an arrow key; stays until closed explicitly.
type OpenState = "closed" | "soft" | "pinned";

/**
 * The header's Services menu: a disclosure button (aria-expanded/aria-controls) over a list of
 * links. Opens on hover, focus, click and arrow keys; Escape closes and returns focus.
 *
 * Opening and closing re-render nothing: the state is written straight onto the elements
 * (`createMenu`). A React render of the menu was the largest piece of script left in a tap.
 */
export function ServicesDropdown({ label, items }: ServicesDropdownProps) {
  const listId = useId();
  // One per menu for its lifetime: its functions are as stable as a state setter.
  const [menu] = useState(createMenu);
  const { state, setState, links, bind } = menu;
  // Set while we move focus back to the button ourselves, so that focus does not reopen it.
  const refocusing = useRef(false);
  // Set by a mouse button's press, or the mousedown a browser sends for a tap, until the focus
  // it brings: that focus opens nothing, the click that follows pins the menu. A tap's
  // pointerup comes before its mousedown and focus, so pointer events cannot tell that focus
  // apart. Opening on it rendered the menu twice in one tap, the first time with a forced
  // style and layout before the click (≈ 40 ms of a 130 ms tap at 4× CPU).
  const pressing = useRef(false);
  const { pathname } = useLocation();
  const isCurrentSection = items.some((item) => item.to === pathname);

  // Close when the route changes (an item was chosen, or back/forward), before the new page's
  // first paint.
  useLayoutEffect(() => setState("closed"), [pathname, setState]);

  const focusItem = (index: number) => {
    const all = links();
    all[(index + all.length) % all.length]?.focus();
  };

  const closeAndReturnFocus = () => {
    setState("closed");
    refocusing.current = true;
    menu.focusButton();
    refocusing.current = false;
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      setState("pinned");
      focusItem(event.key === "ArrowDown" ? 0 : -1);
    } else if (event.key === "Escape" && state() !== "closed") {
      event.preventDefault();
      setState("closed");
    }
  };

  const onListKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const all = links();
    const current = all.indexOf(document.activeElement as HTMLAnchorElement);
    const moves: Record<string, number> = {
      ArrowDown: current + 1,
      ArrowUp: current - 1,
      Home: 0,
      End: all.length - 1,
    };
    if (event.key in moves) {
      event.preventDefault();
      focusItem(moves[event.key] ?? 0);
    } else if (event.key === "Escape") {
      event.preventDefault();
      closeAndReturnFocus();
    }
  };

  return (
    <div
      ref={bind}
      className={styles.dropdown}
      onPointerEnter={(event) => {
        if (event.pointerType === "mouse" && state() === "closed") setState("soft");
      }}
      onPointerLeave={(event) => {
        if (event.pointerType === "mouse" && state() === "soft") setState("closed");
      }}
      onBlur={(event) => {
        // Focus left the whole menu (Tab past the last item): close it.
        if (!menu.contains(event.relatedTarget as Node | null)) setState("closed");
      }}
    >
      <button
        type="button"
        className={styles.navLink}
        // The closed state as prerendered; createMenu writes it from then on. React never
        // sees it change, so a re-render leaves the element's current value alone.
        aria-expanded={false}
        aria-controls={listId}
        data-current={isCurrentSection || undefined}
        onMouseDown={() => {
          pressing.current = true;
        }}
        onFocus={() => {
          // The focus a press brings comes between its mousedown and mouseup; only it is skipped.
          const fromPress = pressing.current;
          pressing.current = false;
          if (!refocusing.current && !fromPress && state() === "closed") setState("soft");
        }}
        onMouseUp={() => {
          // A press on the focused button brings no focus event: forget it here.
          pressing.current = false;
        }}
        onClick={() => setState(state() === "pinned" ? "closed" : "pinned")}
        onKeyDown={onButtonKeyDown}
      >
        {label}
        <svg
          className={styles.chevron}
          viewBox="0 0 12 12"
          width="12"
          height="12"
          aria-hidden="true"
        >
          <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.8" />
        </svg>
      </button>
      <ul id={listId} className={styles.dropdownList} hidden onKeyDown={onListKeyDown}>
        <DropdownItems items={items} onChoose={menu.close} />
      </ul>
    </div>
  );
}

/**
 * The menu's open state, kept on its elements themselves: the button's aria-expanded, the list's
 * `hidden`, and the links' place in the Tab order (in it only while pinned). Changing it is a few
 * attribute writes in the event's own handler, not a React render. While open, a press outside
 * the menu closes it.
 */
function createMenu() {
  let root: HTMLElement | null = null;
  let current: OpenState = "closed";
  const part = <T extends Element>(selector: string) => root?.querySelector<T>(selector) ?? null;
  const contains = (node: Node | null) => Boolean(node && root?.contains(node));
  const closeOnPressOutside = (event: PointerEvent) => {
    if (!contains(event.target as Node | null)) setState("closed");
  };
  const setState = (next: OpenState) => {
    const was = current;
    const button = part("button");
    const list = part<HTMLElement>("ul");
    if (next === was || !button || !list) return;
    current = next;
    button.setAttribute("aria-expanded", String(next !== "closed"));
    list.hidden = next === "closed";
    if ((was === "pinned") !== (next === "pinned")) {
      for (const link of list.querySelectorAll("a")) link.tabIndex = next === "pinned" ? 0 : -1;
    }
    if (was === "closed") document.addEventListener("pointerdown", closeOnPressOutside);
    if (next === "closed") document.removeEventListener("pointerdown", closeOnPressOutside);
  };
  return {
    /** The menu's outermost element (a callback ref). */
    bind: (el: HTMLElement | null) => void (root = el),
    state: () => current,
    setState,
    /** Closes the menu (an item was chosen); as stable as the menu. */
    close: () => setState("closed"),
    contains,
    links: () => Array.from(root?.querySelectorAll<HTMLAnchorElement>("ul a") ?? []),
    focusButton: () => part<HTMLElement>("button")?.focus(),
  };
}

/**
 * The menu's links, out of the Tab order until the menu is pinned (createMenu). Memoised:
 * the menu's own re-renders (a route change) leave them alone.
 */
const DropdownItems = memo(function DropdownItems({
  items,
  onChoose,
}: {
  items: readonly NavItem[];
  onChoose: () => void;
}) {
  return items.map((item) => (
    <li key={item.to}>
      <NavLink to={item.to} className={styles.dropdownLink} tabIndex={-1} onClick={onChoose}>
        {item.label}
      </NavLink>
    </li>
  ));
});
