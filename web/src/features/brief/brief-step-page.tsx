import { useEffect } from "react";
import { useNavigate } from "react-router";
import { briefStep, firstStepNeedingAnswer, type BriefStepSlug } from "./brief-steps";
import { BriefStepForm } from "./brief-step-form";
import { useBrief } from "./use-brief";

/**
 * One step of the wizard. A visitor who opens a later step while an earlier answer is
 * missing (or no longer valid) is sent to the first step that needs one.
 */
export function BriefStepPage({ slug }: { slug: BriefStepSlug }) {
  const brief = useBrief();
  const navigate = useNavigate();
  const missing = brief ? firstStepNeedingAnswer(brief.answers, slug) : undefined;

  useEffect(() => {
    if (missing) void navigate(missing.path, { replace: true });
  }, [missing, navigate]);

  if (missing) return null;
  // The prerendered page (brief === null) shows the empty step; once the stored brief is
  // readable, the form is mounted again with the stored answer. Each step gets its own form.
  return (
    <BriefStepForm
      key={`${slug}:${brief ? "stored" : "prerendered"}`}
      step={briefStep(slug)}
      storedAnswer={brief?.answers[briefStep(slug).field] ?? ""}
      storedHoneypot={brief?.honeypot ?? ""}
      ready={brief !== null}
    />
  );
}
