import { pageMeta } from "~/components/page-meta";
import { BRIEF_QUESTION_COUNT } from "@shared/lead-fields";
import { LEAD_FIELD_SPECS } from "@shared/lead-field-specs";
import { briefStep, BRIEF_STEPS, type BriefStepSlug } from "./brief-steps";

/** The head tags of one wizard step ("Your brief, step 2 of 6: Slogan - Brandvista Studio"). */
export function briefStepMeta(slug: BriefStepSlug) {
  const step = briefStep(slug);
  const field = LEAD_FIELD_SPECS[step.field];
  const position = {
    number: step.index + 1,
    total: BRIEF_STEPS.length,
    totalInWords: BRIEF_QUESTION_COUNT,
  };
  const tags = pageMeta({
    title: `Your brief, step ${position.number} of ${position.total}: ${field.label}`,
    description: field.step.description(position),
    path: step.path,
  });
  // Only the first step is a sensible search result; the others need the answers before them.
  return step.index === 0 ? tags : [...tags, { name: "robots", content: "noindex" }];
}
