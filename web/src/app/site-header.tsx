import { NavLink } from "~/components/site-link";
import { BrandLogo } from "~/components/brand-logo";
import { headerNav } from "~/content/navigation";
import { site } from "~/content/site";
import { classNames } from "~/lib/class-names";
import { MobileMenu } from "./mobile-menu";
import { ServicesDropdown } from "./services-dropdown";
import styles from "./site-header.module.css";

const navClass = ({ isActive }: { isActive: boolean }) =>
  classNames(styles.navLink, isActive && styles.active);

/** Sticky 62 px header: logo, Home, Services ▾, Portfolio, Pricing, About Us, phone. */
export function SiteHeader() {
  return (
    <header className={styles.header}>
      <div className={`container ${styles.bar}`}>
        <BrandLogo className={styles.logo} />
        <nav className={styles.desktopNav} aria-label="Main">
          <ul className={styles.navList}>
            <li>
              <NavLink to={headerNav.home.to} end className={navClass}>
                {headerNav.home.label}
              </NavLink>
            </li>
            <li>
              <ServicesDropdown label={headerNav.servicesLabel} items={headerNav.services} />
            </li>
            {headerNav.rest.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} className={navClass}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <a className={styles.phone} href={`tel:${site.phone.tel}`}>
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
            <path
              fill="currentColor"
              d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1z"
            />
          </svg>
          <span className="visually-hidden">Call us: </span>
          {site.phone.display}
        </a>
        <MobileMenu nav={headerNav} />
      </div>
    </header>
  );
}
