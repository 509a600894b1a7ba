import { classNames } from "~/lib/class-names";
import { Section } from "./section";
import styles from "./numbered-steps.module.css";

export interface NumberedStep {
  title: string;
  text: string;
}

export interface NumberedStepsProps {
  /** In-page anchor target. */
  id: string;
  heading: string;
  intro?: string;
  steps: readonly NumberedStep[];
  tone?: "default" | "alt";
}

/** A process as numbered cards in an ordered list; each card contrasts with the section's tone. */
export function NumberedSteps({ id, heading, intro, steps, tone = "default" }: NumberedStepsProps) {
  return (
    <Section id={id} heading={heading} intro={intro} tone={tone}>
      <ol className={classNames(styles.steps, tone === "alt" && styles.onAlt)}>
        {steps.map((step, index) => (
          <li key={step.title} className={styles.step}>
            <span className={styles.number} aria-hidden="true">
              {index + 1}
            </span>
            <h3 className={styles.title}>{step.title}</h3>
            <p>{step.text}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
