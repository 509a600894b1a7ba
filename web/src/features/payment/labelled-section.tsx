import type { ReactNode } from "react";

/** The classes of a page's sections and their headings, written once per page. */
export interface SectionLook {
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
  look,
  children,
}: {
  id: string;
  heading: ReactNode;
  look: SectionLook;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={look.section}>
      <h2 id={id} className={look.heading}>
        {heading}
      </h2>
      {children}
    </section>
  );
}
