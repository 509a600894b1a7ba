import type { ReactNode } from "react";
import { classNames } from "~/lib/class-names";
import { HydrateApart } from "./hydrate-apart";
import styles from "./closing-cta.module.css";

export interface ClosingCtaProps {
  /** The H2's id, which labels the section (kept stable for in-page links and tests). */
  headingId: string;
  heading: string;
  text: string;
  /** "gradient" fades brand to brand-strong with a softened paragraph; "flat" is plain brand. */
  look?: "flat" | "gradient";
  /** The buttons. */
  children: ReactNode;
}

/** The full-width call to action that closes a page. */
export function ClosingCta({ headingId, heading, text, look = "flat", children }: ClosingCtaProps) {
  return (
    <section
      className={classNames(styles.closing, look === "gradient" && styles.gradient)}
      aria-labelledby={headingId}
    >
      <div className="container">
        <h2 id={headingId} className={styles.heading}>
          {heading}
        </h2>
        <HydrateApart>
          <p className={styles.text}>{text}</p>
          <div className={styles.actions}>{children}</div>
        </HydrateApart>
      </div>
    </section>
  );
}
