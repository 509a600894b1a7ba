import { useSyncExternalStore } from "react";
import { briefServiceNames, briefWizardCopy } from "~/content/brief";
import { plans } from "@shared/plans";
import { briefStore } from "./brief-store";

const storedPlanId = () => briefStore.getSnapshot().planId;
const noPlanYet = () => null;

/** The service of the plan picked before the brief, or null for none (or an unknown id). */
export function briefServiceOf(planId: string | null): string | null {
  const plan = plans.find((entry) => entry.id === planId);
  return plan ? briefServiceNames[plan.category] : null;
}

/**
 * "Your branding brief" over each question: the service of the chosen plan, or "Your brief".
 * Reads only the plan id, so typing an answer does not re-render it; prerendered without a plan
 * (sessionStorage is read after hydration).
 */
export function BriefEyebrow({ className }: { className?: string }) {
  const planId = useSyncExternalStore(briefStore.subscribe, storedPlanId, noPlanYet);
  return <p className={className}>{briefWizardCopy.eyebrow(briefServiceOf(planId))}</p>;
}
