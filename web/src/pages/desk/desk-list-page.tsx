// /desk: the list of leads (rendered by the desk's frame once a salesperson is signed in).
// Its code starts downloading as soon as this route module runs, beside the frame's (sign-in,
// SDKs), not after the sign-in check: one round trip less before the first rows.
import { lazy } from "react";

const listView = import.meta.env.SSR ? null : import("~/features/desk/lead-list-view");
const LeadListView = lazy(() => listView ?? import("~/features/desk/lead-list-view"));

export default function DeskListPage() {
  return <LeadListView />;
}
