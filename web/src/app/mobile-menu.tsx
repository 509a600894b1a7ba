import { memo, useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { useLocation } from "react-router-dom";
import { NavLink } from "~/components/site-link";
import type { HeaderNav, NavLink as NavLinkData } from "~/content/navigation";
import { site } from "~/content/site";
import { classNames } from "~/lib/class-names";
import { whenIdle } from "~/lib/when-idle";
import roundButton from "~/styles/round-button.module.css";
import styles from "./mobile-menu.module.css";

type LinkClass = (state: { isActive: boolean }) => string;
const linkClass: LinkClass = ({ isActive }) => classNames(styles.link, isActive && styles.active);

/** One list item per link; choosing a link collapses the menu. */
function LinkItems({
  links,
  linkClass,
  onNavigate,
}: {
  links: readonly NavLinkData[];
  linkClass: LinkClass;
  onNavigate: () => void;
}) {
  return links.map((item) => (
    <li key={item.to}>
      <NavLink to={item.to} className={linkClass} onClick={onNavigate}>
        {item.label}
      </NavLink>
    </li>
  ));
}

/** The small-screen menu: a toggle over the same links, collapsing when one is chosen. */
export function MobileMenu({ nav }: { nav: HeaderNav }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const { pathname } = useLocation();
  const [shownFor, setShownFor] = useState(pathname);
  if (shownFor !== pathname) {
    // Also collapse on back/forward, not only on a click inside the menu.
    setShownFor(pathname);
    setOpen(false);
  }
  const linksReady = useLinksOnceIdle();
  const close = useCallback(() => setOpen(false), []);
  const toggleRef = useRef<HTMLButtonElement>(null);
  // Escape closes the menu and gives the focus back to the button that opened it: otherwise a
  // focused link inside the hidden panel drops it to the page's body.
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== "Escape" || !open) return;
    close();
    toggleRef.current?.focus();
  };

  return (
    <div className={styles.mobile}>
      <button
        type="button"
        className={`${roundButton.roundButton} ${styles.toggle}`}
        aria-expanded={open}
        aria-controls={panelId}
        ref={toggleRef}
        onClick={() => setOpen((o) => !o)}
        onKeyDown={closeOnEscape}
      >
        <span className={styles.bars} aria-hidden="true" data-open={open || undefined}>
          <span />
          <span />
          <span />
        </span>
        <span>Menu</span>
      </button>
      <nav
        id={panelId}
        className={styles.panel}
        aria-label="Mobile"
        hidden={!open}
        onKeyDown={closeOnEscape}
      >
        {/* Not in the prerendered HTML (every page carried them; the header and footer hold
            the same links for crawlers), but rendered, hidden, once the page is idle: then a
            tap only flips `hidden` (mounting a dozen links in the tap's frame was most of its
            80–136 ms at 4× CPU). */}
        {(open || linksReady) && <MenuLinks nav={nav} panelId={panelId} close={close} />}
      </nav>
    </div>
  );
}

/** False until the page has hydrated and gone idle (or a second has passed), then true. */
function useLinksOnceIdle(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => whenIdle(() => setReady(true), 2000, 1000), []);
  return ready;
}

/**
 * The menu's links and phone. Memoised: opening and closing re-render the toggle and the
 * panel's `hidden`, not a dozen NavLinks (they were most of the tap's script time).
 */
const MenuLinks = memo(function MenuLinks({
  nav,
  panelId,
  close,
}: {
  nav: HeaderNav;
  panelId: string;
  close: () => void;
}) {
  return (
    <>
      <ul className={styles.list}>
        <li>
          <NavLink to={nav.home.to} end className={linkClass} onClick={close}>
            {nav.home.label}
          </NavLink>
        </li>
        <li>
          <p className={styles.groupLabel} id={`${panelId}-services`}>
            {nav.servicesLabel}
          </p>
          <ul className={styles.subList} aria-labelledby={`${panelId}-services`}>
            <LinkItems links={nav.services} linkClass={linkClass} onNavigate={close} />
          </ul>
        </li>
        <LinkItems links={nav.rest} linkClass={linkClass} onNavigate={close} />
      </ul>
      <a className={styles.phone} href={`tel:${site.mobilePhone.tel}`} onClick={close}>
        Call {site.mobilePhone.display}
      </a>
    </>
  );
});
