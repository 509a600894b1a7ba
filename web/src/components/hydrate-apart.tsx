import { type ReactNode, Suspense } from "react";

/**
 * Lets React hydrate `children` on their own. While hydrating, React leaves each Suspense
 * boundary's prerendered HTML in place, commits the rest of the page first, and then
 * hydrates the boundaries at idle priority in short, interruptible tasks, jumping the queue
 * for a boundary the visitor clicks or types into. Nothing inside ever suspends on the
 * client, so client-side navigation renders the children at once.
 */
export function HydrateApart({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
