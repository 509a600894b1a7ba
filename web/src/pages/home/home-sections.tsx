import type { ReactNode } from "react";
import { Section } from "~/components/section";
import { homeClosingCta, homeProcess, homeStats, homeTestimonials } from "~/content/home";
import styles from "./home.module.css";

/** Four headline figures under the hero. */
export function HomeStats() {
  return (
    <section className={styles.stats} aria-label="Brandvista Studio in numbers">
      <ul className={`container ${styles.statsList}`}>
        {homeStats.map((stat) => (
          <li key={stat.label}>
            <span className={styles.statValue}>{stat.value}</span>
            <span className={styles.statLabel}>{stat.label}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function HomeProcess() {
  return (
    <Section id="process" heading={homeProcess.heading} intro={homeProcess.intro}>
      <ol className={styles.steps}>
        {homeProcess.steps.map((step, index) => (
          <li key={step.title} className={styles.step}>
            <span className={styles.stepNumber} aria-hidden="true">
              {index + 1}
            </span>
            <h3 className={styles.cardTitle}>{step.title}</h3>
            <p>{step.text}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}

export function HomeTestimonials() {
  return (
    <Section id="testimonials" heading={homeTestimonials.heading} tone="alt">
      <ul className={styles.quotes}>
        {homeTestimonials.items.map((item) => (
          <li key={item.name}>
            <figure className={styles.quote}>
              <blockquote>
                <p>“{item.quote}”</p>
              </blockquote>
              <figcaption>
                <strong>{item.name}</strong>
                <span>{item.role}</span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** The closing call to action; children are the buttons. */
export function HomeClosingCta({ children }: { children: ReactNode }) {
  return (
    <section className={styles.closing} aria-labelledby="home-closing-heading">
      <div className="container">
        <h2 id="home-closing-heading" className={styles.closingHeading}>
          {homeClosingCta.heading}
        </h2>
        <p className={styles.closingText}>{homeClosingCta.text}</p>
        <div className={styles.closingActions}>{children}</div>
      </div>
    </section>
  );
}
