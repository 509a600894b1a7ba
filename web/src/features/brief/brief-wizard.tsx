import { useEffect } from "react";
import { useNavigate } from "react-router-dom";
import { firstStepNeedingAnswer } from "./brief-steps";
import { BriefStepForm } from "./brief-step-form";
import { StepSlot } from "./step-slot";
import { useBrief } from "./use-brief";
import { useStepsAhead } from "./use-steps-ahead";
import { useWizardStep } from "./use-wizard-step";

/**
 * The brief wizard, rendered by the brief's layout route so it stays mounted from step to step
 * (see use-wizard-step.ts). A visitor who opens a later step while an earlier answer is
 * missing (or no longer valid) is sent to the first step that needs one. The next step is built
 * ahead, hidden, so Enter only shows it (use-steps-ahead.ts).
 */
export function BriefWizard() {
  const brief = useBrief();
  const navigate = useNavigate();
  const { step, moveTo } = useWizardStep();
  const missing = brief && step ? firstStepNeedingAnswer(brief.answers, step.slug) : undefined;
  const steps = useStepsAhead(step, brief !== null && !missing);

  useEffect(() => {
    if (missing) void navigate(missing.path, { replace: true });
  }, [missing, navigate]);

  if (!step || missing) return null;
  // One form per step (the key): a field is never reused for another step's answer. The
  // prerendered page (brief === null) is hydrated as it is, then given the stored answer.
  return steps.map((mounted) => (
    <StepSlot key={mounted.slug} shown={mounted === step}>
      <BriefStepForm
        step={mounted}
        storedAnswer={brief ? brief.answers[mounted.field] : null}
        onMove={moveTo}
      />
    </StepSlot>
  ));
}
