// /desk and its pages: the sales desk, outside the marketing layout (no header, footer or
// chat), never indexed. Prerendered as a plain "opening the desk" frame. The desk's frame is a
// static import of the desk's route modules only: the desk's HTML preloads it with React, no
// other route's code or first load includes it. As soon as the module runs, before hydration,
// it starts loading the SDKs' chunk and Auth's restore of the signed-in user (after the desk's
// snapshot of rows is painted, on a repeat visit: web/desk/first-paint/desk-snapshot.ts).
import { useSyncExternalStore } from "react";
import { deskCopy } from "~/content/desk";
import { DESK_OVERVIEW_PATH } from "@shared/desk-links";
import { useLocation } from "react-router-dom";
import {
  FIRST_PAINT_ID,
  FIRST_PAINT_SCRIPT,
  FRAME_TEMPLATE_ID,
  OVERVIEW_TEMPLATE_ID,
  SAMPLE_LEAD,
} from "../first-paint";
import { DeskShell, startDeskSession } from "../session";
import { UNLISTED } from "~/lib/crawl-handle";
import styles from "./desk-layout.module.css";

if (!import.meta.env.SSR) startDeskSession();

// The list and the overview, for the frame's prerendered templates only: no page's code in the
// browser loads them through this module (the condition is false there, and the imports go
// with it).
const LeadListView = import.meta.env.SSR ? (await import("../list")).LeadListView : null;
const overviewTemplate = import.meta.env.SSR ? await import("../overview") : null;

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

export default function DeskLayout() {
  // False while prerendering and hydrating (the HTML matches), true once React runs here.
  const started = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const path = useLocation().pathname.replace(/\/$/, "");
  if (!started) {
    // On a return visit the inline script paints the list as this browser last drew it into
    // the empty element (web/desk/first-paint/first-paint.ts) and hides the line above it; hydration
    // leaves both as they are (React does not compare dangerouslySetInnerHTML).
    return (
      <>
        <div className={styles.opening}>
          <p role="status">{deskCopy.loading}</p>
        </div>
        <div id={FIRST_PAINT_ID} inert dangerouslySetInnerHTML={{ __html: "" }} />
        {/* Written into the prerendered HTML only: React never renders a <script> in the
            browser (it would not run, and React warns in development). Hydration passes over
            it, as over any element a page adds among <body>'s children. */}
        {import.meta.env.SSR ? (
          <script dangerouslySetInnerHTML={{ __html: FIRST_PAINT_SCRIPT }} />
        ) : null}
        {/* The frame with one sample row, prerendered for a first visit's picture (early-rows.ts).
            A template's content is not its children in the DOM, so the browser hydrates it empty. */}
        <template id={FRAME_TEMPLATE_ID}>
          {LeadListView ? (
            <DeskShell template={<LeadListView pictureOf={[SAMPLE_LEAD]} />} />
          ) : null}
        </template>
        {/* The overview drawn for one sample week, on its own page only: its early picture
            (overview/early-overview-picture.ts) fills it with the rollup's weeks. */}
        {overviewTemplate && path === DESK_OVERVIEW_PATH ? (
          <template id={OVERVIEW_TEMPLATE_ID}>
            <DeskShell
              template={<overviewTemplate.OverviewView picture={overviewTemplate.sampleWeeks()} />}
            />
          </template>
        ) : null}
      </>
    );
  }
  return <DeskShell />;
}
