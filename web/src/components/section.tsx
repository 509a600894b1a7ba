import { type ReactNode, useId } from "react";
import { classNames } from "~/lib/class-names";
import { HydrateApart } from "./hydrate-apart";
import styles from "./section.module.css";

export interface SectionProps {
  /** In-page anchor target (e.g. "process" for #process). */
  id?: string;
  /** The section's H2. */
  heading: string;
  intro?: string;
  children: ReactNode;
  /** "alt" uses the light grey surface to separate consecutive sections. */
  tone?: "default" | "alt";
}

/** A page section with an H2 heading, labelled by that heading; its body hydrates on its own. */
export function Section({ id, heading, intro, children, tone = "default" }: SectionProps) {
  const headingId = `${useId()}-heading`;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={classNames(styles.section, tone === "alt" && styles.alt)}
    >
      <div className="container">
        <div className={styles.head}>
          <h2 id={headingId} className={styles.heading}>
            {heading}
          </h2>
          {intro ? <p className={styles.intro}>{intro}</p> : null}
        </div>
        <HydrateApart>{children}</HydrateApart>
      </div>
    </section>
  );
}
