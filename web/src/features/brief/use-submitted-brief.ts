import { useEffect } from "react";
import { useNavigate } from "react-router-dom";
import type { SubmittedBrief } from "./brief-store";
import { resumeStep } from "./brief-steps";
import { useBrief } from "./use-brief";

export interface SubmittedBriefView {
  /** False while prerendering and hydrating, when sessionStorage is not read yet. */
  ready: boolean;
  submitted: SubmittedBrief | null;
  planId: string | null;
}

/**
 * The brief this tab submitted, for the final step and the checkout. Without one the visitor
 * is sent back into the wizard, at the first step that still needs an answer.
 */
export function useSubmittedBrief(): SubmittedBriefView {
  const brief = useBrief();
  const navigate = useNavigate();
  const target = brief && !brief.submitted ? resumeStep(brief.answers).path : null;

  useEffect(() => {
    if (target) void navigate(target, { replace: true });
  }, [target, navigate]);

  return {
    ready: brief !== null,
    submitted: brief?.submitted ?? null,
    planId: brief?.planId ?? null,
  };
}
