import type { ReactNode } from "react";

/**
 * A section named by its own H2 (aria-labelledby), as the checkout and the final step lay out
 * their parts: the id that ties the two is written once, so they cannot drift apart.
 */
export function LabelledSection({
  id,
  heading,
  className,
  headingClassName,
  children,
}: {
  id: string;
  heading: ReactNode;
  className: string | undefined;
  headingClassName: string | undefined;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className={headingClassName}>
        {heading}
      </h2>
      {children}
    </section>
  );
}
