import type { ReactNode } from "react";

/** The page's classes for the section and its heading. */
export interface LabelledSectionClasses {
  section: string | undefined;
  heading: string | undefined;
}

/**
 * A section named by its own H2 (aria-labelledby), as the checkout and the final step lay out
 * their parts: the id that ties the two is written once, so they cannot drift apart.
 */
export function LabelledSection({
  id,
  heading,
  classes,
  children,
}: {
  id: string;
  heading: ReactNode;
  classes: LabelledSectionClasses;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={classes.section}>
      <h2 id={id} className={classes.heading}>
        {heading}
      </h2>
      {children}
    </section>
  );
}
