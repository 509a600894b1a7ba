// The six steps of the brief, in the order the wizard asks them, and which lead field each
// one fills. Whether a step is required comes from the shared lead schema, not a second list.
import { leadSchema, type Lead, type LeadField } from "./lead-schema";

export const BRIEF_STEP_SLUGS = [
  "company",
  "slogan",
  "industry",
  "keyword",
  "email",
  "number",
] as const;
export type BriefStepSlug = (typeof BRIEF_STEP_SLUGS)[number];

export interface BriefStep {
  slug: BriefStepSlug;
  field: LeadField;
  /** The route of this step, e.g. "/brief/company". */
  path: string;
  /** 0-based position in the wizard. */
  index: number;
  /** True when the schema refuses an empty answer. */
  required: boolean;
}

const FIELD_OF: Record<BriefStepSlug, LeadField> = {
  company: "companyName",
  slogan: "sloganName",
  industry: "industry",
  keyword: "keyword",
  email: "emailAddress",
  number: "number",
};

/** Every step, in order. */
export const BRIEF_STEPS: readonly BriefStep[] = BRIEF_STEP_SLUGS.map((slug, index) => ({
  slug,
  field: FIELD_OF[slug],
  path: `/brief/${slug}`,
  index,
  required: !leadSchema.shape[FIELD_OF[slug]].safeParse("").success,
}));

/** The step with this slug. */
export function briefStep(slug: BriefStepSlug): BriefStep {
  const step = BRIEF_STEPS.find((candidate) => candidate.slug === slug);
  if (!step) throw new Error(`Unknown brief step "${slug}"`);
  return step;
}

/** True when `value` is an acceptable answer to this step (the schema's rule for its field). */
export function isAnswerValid(step: BriefStep, value: string): boolean {
  return leadSchema.shape[step.field].safeParse(value).success;
}

/**
 * The first step before `current` whose stored answer the schema refuses (a missing required
 * answer, or one made invalid since), or undefined when every earlier step is fine. A visitor
 * who opens a later step directly is sent there.
 */
export function firstStepNeedingAnswer(
  answers: Lead,
  current: BriefStepSlug,
): BriefStep | undefined {
  const limit = briefStep(current).index;
  return BRIEF_STEPS.find(
    (step) => step.index < limit && !isAnswerValid(step, answers[step.field]),
  );
}

/** The step after this one, or undefined on the last step. */
export function nextStep(slug: BriefStepSlug): BriefStep | undefined {
  return BRIEF_STEPS[briefStep(slug).index + 1];
}

/** The step before this one, or undefined on the first step. */
export function previousStep(slug: BriefStepSlug): BriefStep | undefined {
  const index = briefStep(slug).index;
  return index > 0 ? BRIEF_STEPS[index - 1] : undefined;
}

/** Where to pick the brief up: the first step whose answer is missing or invalid, else the last. */
export function resumeStep(answers: Lead): BriefStep {
  const last = BRIEF_STEPS[BRIEF_STEPS.length - 1] as BriefStep;
  return BRIEF_STEPS.find((step) => !isAnswerValid(step, answers[step.field])) ?? last;
}
