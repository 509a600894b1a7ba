import { briefStepMeta } from "~/features/brief/brief-step-meta";

export const meta = () => briefStepMeta("company");

/** The step's URL and head; its form is the wizard in brief-layout.tsx. */
export default function CompanyStep() {
  return null;
}
