// /desk/leads/:leadId: one lead (rendered by the desk's frame once a salesperson is signed in).
// Its code starts downloading as soon as this route module runs, beside the frame's.
import { lazy } from "react";

const leadView = import.meta.env.SSR ? null : import("~/features/desk/lead-page-view");
const LeadPageView = lazy(() => leadView ?? import("~/features/desk/lead-page-view"));

export default function DeskLeadPage() {
  return <LeadPageView />;
}
