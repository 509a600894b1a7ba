import { Link } from "~/components/site-link";
import { BrandLogo } from "~/components/brand-logo";
import { SecurePaymentBadge } from "~/components/secure-payment-badge";
import { footerColumns } from "~/content/navigation";
import { site } from "~/content/site";
import styles from "./site-footer.module.css";

/** Footer: mission and badge, Links, Services, Contact Our Team, © year. */
export function SiteFooter() {
  const { address } = site;
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        <div className={styles.brand}>
          <BrandLogo tone="light" loading="lazy" />
          <p className={styles.mission}>{site.mission}</p>
          <SecurePaymentBadge tone="dark" />
        </div>
        {footerColumns.map((column) => (
          <nav key={column.heading} aria-label={`Footer ${column.heading}`}>
            <h2 className={styles.heading}>{column.heading}</h2>
            <ul className={styles.list}>
              {column.links.map((link) => (
                <li key={link.label}>
                  <Link to={link.to} className={styles.link}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <div className={styles.contact}>
          <h2 className={styles.heading}>Contact Our Team</h2>
          <ul className={styles.list}>
            <li>
              <a className={styles.link} href={`tel:${site.phone.tel}`}>
                {site.phone.display}
              </a>
            </li>
            <li>
              <a className={styles.link} href={`mailto:${site.salesEmail}`}>
                {site.salesEmail}
              </a>
            </li>
            <li>
              <address className={styles.address}>
                {address.street}
                <br />
                {address.city}, Texas {address.postalCode}
              </address>
            </li>
          </ul>
        </div>
      </div>
      <div className={styles.bottom}>
        <p className="container">
          © {site.copyrightYear} {site.name}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
