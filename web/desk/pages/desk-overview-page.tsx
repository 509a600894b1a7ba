// /desk/overview: leads per week by source, service and delivery, and paid revenue (rendered by
// the desk's frame once a salesperson is signed in). A static import: the page's HTML preloads
// it with the frame's code.
import { OverviewView } from "../overview";

export default function DeskOverviewPage() {
  return <OverviewView />;
}
