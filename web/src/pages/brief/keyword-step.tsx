import { BriefStepPage } from "~/features/brief/brief-step-page";
import { briefStepMeta } from "~/features/brief/brief-step-meta";

export const meta = () => briefStepMeta("keyword");

export default function KeywordStep() {
  return <BriefStepPage slug="keyword" />;
}
