import type { MetaFunction } from "react-router";
import { briefStepMeta } from "~/features/brief/brief-step-meta";
import { stepAtPath } from "~/features/brief/use-wizard-step";

/** The head of the step at this URL (routes.ts gives every step's URL this one module). */
export const meta: MetaFunction = ({ location }) => {
  const step = stepAtPath(location.pathname);
  return step ? briefStepMeta(step.slug) : [];
};

/** The step's URL and head; its form is the wizard in brief-layout.tsx. */
export default function BriefStep() {
  return null;
}
