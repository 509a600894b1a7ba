import { briefStepMeta } from "~/features/brief/brief-step-meta";

export const meta = () => briefStepMeta("slogan");

/** The step's URL and head; its form is the wizard in brief-layout.tsx. */
export default function SloganStep() {
  return null;
}
