import { CtaLink } from "~/components/cta-link";
import { pageMeta } from "~/components/page-meta";
import { serviceLinks } from "~/content/navigation";
import { briefStartPath } from "~/features/brief/start-brief";
import { Link } from "~/components/site-link";
import styles from "./not-found.module.css";
import { NOT_FOUND_PATH } from "./not-found-path";

export function meta() {
  return [
    ...pageMeta({
      title: "Page not found",
      description:
        "The page you asked for does not exist. Find our services, portfolio and pricing from here.",
      path: NOT_FOUND_PATH,
    }).filter((tag) => !("tagName" in tag && tag.tagName === "link")),
    { name: "robots", content: "noindex" },
  ];
}

/** The splat route: any unknown path. Hosting serves its prerendered HTML as 404.html. */
export default function NotFoundPage() {
  return (
    <main className={styles.page}>
      <div className="container">
        <p className={styles.code}>Error 404</p>
        <h1 className={styles.heading}>We couldn’t find that page</h1>
        <p className={styles.text}>
          The link may be old or mistyped. Here are the places most visitors are looking for.
        </p>
        <div className={styles.actions}>
          <CtaLink to="/">Go to the home page</CtaLink>
          <CtaLink to={briefStartPath()} variant="secondary">
            Start your brief
          </CtaLink>
        </div>
        <h2 className={styles.subheading}>Our services</h2>
        <ul className={styles.services}>
          {serviceLinks.map((link) => (
            <li key={link.to}>
              <Link to={link.to}>{link.label}</Link>
            </li>
          ))}
          <li>
            <Link to="/portfolio">Portfolio</Link>
          </li>
          <li>
            <Link to="/pricing">Pricing</Link>
          </li>
        </ul>
      </div>
    </main>
  );
}
