import { storyOf } from "~/content/next-steps";
import styles from "./next-steps.module.css";

/**
 * What happens next on a plan's path (content/next-steps.ts): the final step, the checkout, the
 * pay page and the paid page show the same steps the confirmation mail sends for that path.
 */
export function NextSteps({ planId }: { planId: string | null | undefined }) {
  const { story, amounts } = storyOf(planId);
  return (
    <div data-testid="next-steps">
      <p className={styles.summary}>{story.summary(amounts)}</p>
      <ol className={styles.steps}>
        {story.steps(amounts).map((text) => (
          <li key={text}>{text}</li>
        ))}
      </ol>
    </div>
  );
}
