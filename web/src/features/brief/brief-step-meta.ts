import { pageMeta } from "~/components/page-meta";
import { briefQuestions } from "~/content/brief";
import { briefStep, BRIEF_STEPS, type BriefStepSlug } from "./brief-steps";

/** The head tags of one wizard step ("Your brief, step 2 of 6 - Brandvista Studio"). */
export function briefStepMeta(slug: BriefStepSlug) {
  const step = briefStep(slug);
  const question = briefQuestions[step.field];
  const tags = pageMeta({
    title: `Your brief, step ${step.index + 1} of ${BRIEF_STEPS.length}: ${question.summaryLabel}`,
    description: question.description,
    path: step.path,
  });
  // Only the first step is a sensible search result; the others need the answers before them.
  return step.index === 0 ? tags : [...tags, { name: "robots", content: "noindex" }];
}
