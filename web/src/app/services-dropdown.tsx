import { type KeyboardEvent, memo, useCallback, useEffect, useId, useRef, useState } from "react";
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
 */
export function ServicesDropdown({ label, items }: ServicesDropdownProps) {
  const [open, setOpen] = useState<OpenState>("closed");
  const listId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  // Set while we move focus back to the button ourselves, so that focus does not reopen it.
  const refocusing = useRef(false);
  // Set by a mouse button's press, or the mousedown a browser sends for a tap, until the focus
  // it brings: that focus opens nothing, the click that follows pins the menu. A tap's
  // pointerup comes before its mousedown and focus, so pointer events cannot tell that focus
  // apart. Opening on it rendered the menu twice in one tap, the first time with a forced
  // style and layout before the click (≈ 40 ms of a 130 ms tap at 4× CPU).
  const pressing = useRef(false);
  const { pathname } = useLocation();
  const isOpen = open !== "closed";
  const isCurrentSection = items.some((item) => item.to === pathname);

  // Close when the route changes (an item was chosen, or back/forward).
  const [shownFor, setShownFor] = useState(pathname);
  if (shownFor !== pathname) {
    setShownFor(pathname);
    setOpen("closed");
  }

  // Close on a click outside while pinned open.
  useEffect(() => {
    if (!isOpen) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen("closed");
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [isOpen]);

  const links = () =>
    Array.from(rootRef.current?.querySelectorAll<HTMLAnchorElement>("ul a") ?? []);

  // Opened by hover or focus, the list is a preview: Tab moves on to the next header item.
  // Click, Enter or an arrow key pins it, and then Tab walks the items. Set on the links
  // themselves, so opening re-renders none of them (see DropdownItems).
  useEffect(() => {
    const inTabOrder = open === "pinned";
    for (const link of rootRef.current?.querySelectorAll<HTMLAnchorElement>("ul a") ?? []) {
      link.tabIndex = inTabOrder ? 0 : -1;
    }
  }, [open]);
  const close = useCallback(() => setOpen("closed"), []);

  const focusItem = (index: number) => {
    // The list is rendered (not hidden) once state has flushed; wait a frame if needed.
    const move = () => {
      const all = links();
      all[(index + all.length) % all.length]?.focus();
    };
    if (links().length && !rootRef.current?.querySelector("ul[hidden]")) move();
    else requestAnimationFrame(move);
  };

  const closeAndReturnFocus = () => {
    setOpen("closed");
    refocusing.current = true;
    buttonRef.current?.focus();
    refocusing.current = false;
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      setOpen("pinned");
      focusItem(event.key === "ArrowDown" ? 0 : -1);
    } else if (event.key === "Escape" && isOpen) {
      event.preventDefault();
      setOpen("closed");
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
      ref={rootRef}
      className={styles.dropdown}
      onPointerEnter={(event) => {
        if (event.pointerType === "mouse") setOpen((s) => (s === "closed" ? "soft" : s));
      }}
      onPointerLeave={(event) => {
        if (event.pointerType === "mouse") setOpen((s) => (s === "soft" ? "closed" : s));
      }}
      onBlur={(event) => {
        // Focus left the whole menu (Tab past the last item): close it.
        if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen("closed");
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={styles.navLink}
        aria-expanded={isOpen}
        aria-controls={listId}
        data-current={isCurrentSection || undefined}
        onMouseDown={() => {
          pressing.current = true;
        }}
        onFocus={() => {
          // The focus a press brings comes between its mousedown and mouseup; only it is skipped.
          const fromPress = pressing.current;
          pressing.current = false;
          if (!refocusing.current && !fromPress) setOpen((s) => (s === "closed" ? "soft" : s));
        }}
        onMouseUp={() => {
          // A press on the focused button brings no focus event: forget it here.
          pressing.current = false;
        }}
        onClick={() => setOpen((s) => (s === "pinned" ? "closed" : "pinned"))}
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
      <ul id={listId} className={styles.dropdownList} hidden={!isOpen} onKeyDown={onListKeyDown}>
        <DropdownItems items={items} onChoose={close} />
      </ul>
    </div>
  );
}

/**
 * The menu's links, out of the Tab order until the menu is pinned (the effect above). Memoised:
 * opening and closing the menu re-render none of them (rendering seven NavLinks was most of
 * the tap's script time).
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
