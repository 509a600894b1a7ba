// /desk: the list of leads (rendered by the desk's frame once a salesperson is signed in).
// Its code is a static import, so the page's HTML preloads it with the frame's, and the list's
// first query starts as soon as Auth has restored a salesperson (startFirstView), even before
// React has hydrated the page, not after the sign-in check.
import { LeadListView, startFirstView } from "../list";

if (!import.meta.env.SSR) startFirstView();

export default function DeskListPage() {
  return <LeadListView />;
}
