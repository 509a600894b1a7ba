// Which steps the wizard keeps mounted. Enter used to build the next step's form inside the key
// press (React's mount, the new elements' style, the focused field's removal and its blur) and
// that was most of Enter's time. Now, once the browser is idle after a step appears, the next
// step is built hidden (step-slot.tsx) and Enter only shows it.
import { startTransition, useEffect, useState } from "react";
import { nextStep, type BriefStep } from "./brief-steps";
import { whenIdle } from "~/lib/when-idle";

/**
 * The steps to render, in order: the step on screen (`step`), the next one once the browser
 * has been idle on this one, and the step just left until then (removing the focused field
 * inside Enter's task made the browser blur it and restyle in that task). `ready` is false
 * while the stored brief is unknown (prerendering, hydration): nothing is built ahead then.
 */
export function useStepsAhead(step: BriefStep | undefined, ready: boolean): readonly BriefStep[] {
  const [kept, setKept] = useState<readonly BriefStep[]>([]);
  useEffect(() => {
    if (!step || !ready) return;
    const upcoming = nextStep(step.slug);
    // A transition: building a form ahead yields to a key the visitor presses meanwhile.
    return whenIdle(
      () => startTransition(() => setKept(upcoming ? [step, upcoming] : [step])),
      1000,
    );
  }, [step, ready]);
  if (!step) return [];
  if (kept.includes(step)) return kept;
  return [...kept, step].sort((a, b) => a.index - b.index);
}
