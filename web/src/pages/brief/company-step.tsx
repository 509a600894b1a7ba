import { BriefStepPage } from "~/features/brief/brief-step-page";
import { briefStepMeta } from "~/features/brief/brief-step-meta";

export const meta = () => briefStepMeta("company");

export default function CompanyStep() {
  return <BriefStepPage slug="company" />;
}
