import { BriefStepPage } from "~/features/brief/brief-step-page";
import { briefStepMeta } from "~/features/brief/brief-step-meta";

export const meta = () => briefStepMeta("slogan");

export default function SloganStep() {
  return <BriefStepPage slug="slogan" />;
}
