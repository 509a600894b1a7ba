// /desk: the list of leads (rendered by the desk's frame once a salesperson is signed in).
import { lazy } from "react";

const LeadListView = lazy(() => import("~/features/desk/lead-list-view"));

export default function DeskListPage() {
  return <LeadListView />;
}
