// /desk/overview: leads per week by source, service and delivery, and paid revenue (rendered by
// the desk's frame once a salesperson is signed in). A static import: the page's HTML preloads
// it with the frame's code.
import { OverviewView, startOverviewRead } from "../overview";

// The rollup's read leaves as this module is evaluated, before React renders the page
// (overview-queries.ts); not while the page is prerendered.
if (typeof window !== "undefined") startOverviewRead(new Date());

export default function DeskOverviewPage() {
  return <OverviewView />;
}
