import { BriefStepPage } from "~/features/brief/brief-step-page";
import { briefStepMeta } from "~/features/brief/brief-step-meta";

export const meta = () => briefStepMeta("number");

export default function NumberStep() {
  return <BriefStepPage slug="number" />;
}
