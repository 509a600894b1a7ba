import styles from "./step-list.module.css";

export interface Step {
  title: string;
  description: string;
  /** Optional small label above the title, e.g. "Week 1". */
  label?: string;
}

/** Numbered process steps as an ordered list (the numbers are CSS decoration). */
export function StepList({ steps }: { steps: readonly Step[] }) {
  return (
    <ol className={styles.steps}>
      {steps.map((step) => (
        <li key={step.title} className={styles.step}>
          {step.label ? <p className={styles.label}>{step.label}</p> : null}
          <h3 className={styles.title}>{step.title}</h3>
          <p className={styles.description}>{step.description}</p>
        </li>
      ))}
    </ol>
  );
}
