import type { ReactNode } from "react";
import { Link } from "./site-link";
import styles from "./cta-link.module.css";

export interface CtaLinkProps {
  to: string;
  children: ReactNode;
  /** "primary" is the amber action; "secondary" an outlined one. */
  variant?: "primary" | "secondary";
  /** Load the target as a new document (it gets its own page policy, e.g. the checkout's). */
  reloadDocument?: boolean;
}

/** A router link styled as a button. */
export function CtaLink({ to, children, variant = "primary", reloadDocument }: CtaLinkProps) {
  return (
    <Link to={to} className={`${styles.cta} ${styles[variant]}`} reloadDocument={reloadDocument}>
      {children}
    </Link>
  );
}
