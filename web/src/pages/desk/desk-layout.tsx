// /desk and /desk/leads/:leadId: the sales desk, outside the marketing layout (no header,
// footer or chat), never indexed. Prerendered as a plain "opening the desk" frame; the desk
// itself (Firebase Auth, the full Firestore SDK, Functions) is imported only after the page
// has started in the browser, so no other route's code or first load includes it.
import { lazy, Suspense, useSyncExternalStore } from "react";
import { deskCopy } from "~/content/desk";
import { UNLISTED } from "~/lib/crawl-handle";
import styles from "./desk-layout.module.css";

// Started when this module runs in the browser (before hydration ends), not at first render.
const shell = import.meta.env.SSR ? null : import("~/features/desk/desk-shell");
const DeskShell = lazy(() => shell ?? import("~/features/desk/desk-shell"));

/** Crawlers: never in the sitemap, disallowed in robots.txt (app/crawl-policy.ts reads it). */
export const handle = UNLISTED;

export function meta() {
  return [
    { title: `${deskCopy.title} - Brandvista Studio` },
    { name: "description", content: deskCopy.description },
    { name: "robots", content: "noindex, nofollow" },
  ];
}

const noSubscription = () => () => undefined;

function Opening() {
  return (
    <div className={styles.opening}>
      <p role="status">{deskCopy.loading}</p>
    </div>
  );
}

export default function DeskLayout() {
  // False while prerendering and hydrating (the HTML matches), true once React runs here.
  const started = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  if (!started) return <Opening />;
  return (
    <Suspense fallback={<Opening />}>
      <DeskShell />
    </Suspense>
  );
}
