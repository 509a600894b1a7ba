// The steps of the brief, in the order the wizard asks them: one per lead field, with the
// slug, and whether it is required, from the field's description (@shared/lead-field-specs).
import { LEAD_FIELD_LIST, type LEAD_FIELD_SPECS } from "@shared/lead-field-specs";
import { leadSchema, type Lead, type LeadField } from "./lead-schema";

/** A step's slug: the last part of its URL (/brief/<slug>). */
export type BriefStepSlug = (typeof LEAD_FIELD_SPECS)[LeadField]["step"]["slug"];

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

/** Every step, in order. */
export const BRIEF_STEPS: readonly BriefStep[] = LEAD_FIELD_LIST.map((field, index) => ({
  slug: field.step.slug as BriefStepSlug,
  field: field.name,
  path: `/brief/${field.step.slug}`,
  index,
  required: field.required,
}));

/** Every step's slug, in order. */
export const BRIEF_STEP_SLUGS: readonly BriefStepSlug[] = BRIEF_STEPS.map((step) => step.slug);

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
