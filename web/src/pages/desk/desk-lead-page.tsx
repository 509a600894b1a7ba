// /desk/leads/:leadId: one lead (rendered by the desk's frame once a salesperson is signed in).
import { lazy } from "react";

const LeadPageView = lazy(() => import("~/features/desk/lead-page-view"));

export default function DeskLeadPage() {
  return <LeadPageView />;
}
