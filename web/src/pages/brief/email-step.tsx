import { BriefStepPage } from "~/features/brief/brief-step-page";
import { briefStepMeta } from "~/features/brief/brief-step-meta";

export const meta = () => briefStepMeta("email");

export default function EmailStep() {
  return <BriefStepPage slug="email" />;
}
