import { storyOf, type StepAmounts } from "~/content/next-steps";
import styles from "./next-steps.module.css";

export interface NextStepsProps {
  planId: string | null | undefined;
  /** Before the payment (what will be paid) or after it (what was paid, what comes next). */
  moment: "before" | "after";
  /** The server's amounts; without them, the catalogue's for the plan. */
  amounts?: StepAmounts;
  /** False where the page states the summary itself, by its Pay button (each fact once). */
  withSummary?: boolean;
}

/**
 * What happens next on a plan's path at one moment (content/next-steps.ts): the final step, the
 * checkout and the pay page show the steps the confirmation mail sends before the payment; the
 * paid page shows the path's words after it.
 */
export function NextSteps({ planId, moment, amounts, withSummary = true }: NextStepsProps) {
  const story = storyOf(planId);
  const words = story.words[moment];
  const named = amounts ?? story.amounts;
  return (
    <div data-testid="next-steps" data-moment={moment}>
      {withSummary ? <p className={styles.summary}>{words.summary(named)}</p> : null}
      <ol className={styles.steps}>
        {words.steps(named).map((text) => (
          <li key={text}>{text}</li>
        ))}
      </ol>
    </div>
  );
}
