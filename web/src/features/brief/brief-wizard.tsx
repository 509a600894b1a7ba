import { useEffect } from "react";
import { useNavigate } from "react-router-dom";
import { firstStepNeedingAnswer } from "./brief-steps";
import { BriefStepForm } from "./brief-step-form";
import { useBrief } from "./use-brief";
import { useWizardStep } from "./use-wizard-step";

/**
 * The brief wizard, rendered by the brief's layout route so it stays mounted from step to step
 * (see use-wizard-step.ts). A visitor who opens a later step while an earlier answer is
 * missing (or no longer valid) is sent to the first step that needs one.
 */
export function BriefWizard() {
  const brief = useBrief();
  const navigate = useNavigate();
  const { step, moveTo } = useWizardStep();
  const missing = brief && step ? firstStepNeedingAnswer(brief.answers, step.slug) : undefined;

  useEffect(() => {
    if (missing) void navigate(missing.path, { replace: true });
  }, [missing, navigate]);

  if (!step || missing) return null;
  // One form per step (the key): a field is never reused for another step's answer. The
  // prerendered page (brief === null) is hydrated as it is, then given the stored answer.
  return (
    <BriefStepForm
      key={step.slug}
      step={step}
      storedAnswer={brief ? brief.answers[step.field] : null}
      onMove={moveTo}
    />
  );
}
