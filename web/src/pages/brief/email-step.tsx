import { briefStepMeta } from "~/features/brief/brief-step-meta";

export const meta = () => briefStepMeta("email");

/** The step's URL and head; its form is the wizard in brief-layout.tsx. */
export default function EmailStep() {
  return null;
}
