// /desk/leads/:leadId: one lead (rendered by the desk's frame once a salesperson is signed in).
// A static import: its code loads beside the frame's, not after the sign-in check.
import { LeadPageView } from "../lead";

export default function DeskLeadPage() {
  return <LeadPageView />;
}
