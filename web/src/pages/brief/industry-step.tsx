import { BriefStepPage } from "~/features/brief/brief-step-page";
import { briefStepMeta } from "~/features/brief/brief-step-meta";

export const meta = () => briefStepMeta("industry");

export default function IndustryStep() {
  return <BriefStepPage slug="industry" />;
}
