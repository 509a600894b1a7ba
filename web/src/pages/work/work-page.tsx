import { CtaLink } from "~/components/cta-link";
import { Hero } from "~/components/hero";
import { pageMeta } from "~/components/page-meta";
import { Section } from "~/components/section";
import { work } from "~/content/work";
import { briefStartPath } from "~/features/brief/start-brief";
import { StepList } from "~/components/step-list";
import { CaseStudyList } from "./case-study-list";
import styles from "./work.module.css";

export function meta() {
  return pageMeta({ ...work.meta, path: "/work" });
}

// No chat action on this page (spec: the work, brief and checkout pages do not get it).
export default function WorkPage() {
  const { hero, principles, timeline, caseStudies, cta } = work;
  return (
    <main>
      <Hero {...hero}>
        <CtaLink to="#case-studies" variant="secondary">
          {caseStudies.jumpLabel}
        </CtaLink>
      </Hero>

      <Section id="principles" heading={principles.heading} intro={principles.intro}>
        <ul className={styles.principles}>
          {principles.items.map((item) => (
            <li key={item.title} className={styles.principle}>
              <h3 className={styles.principleTitle}>{item.title}</h3>
              <p>{item.description}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="timeline" heading={timeline.heading} intro={timeline.intro} tone="alt">
        <StepList steps={timeline.steps.map((step) => ({ ...step, label: step.duration }))} />
      </Section>

      <Section id="case-studies" heading={caseStudies.heading} intro={caseStudies.intro}>
        <CaseStudyList
          studies={caseStudies.items}
          servicesLabel={caseStudies.servicesLabel}
          factLabels={caseStudies.factLabels}
        />
      </Section>

      <Section id="start" heading={cta.heading} intro={cta.text} tone="alt">
        <div className={styles.actions}>
          <CtaLink to={briefStartPath()}>{cta.label}</CtaLink>
          <CtaLink to="/pricing" variant="secondary">
            {cta.pricingLabel}
          </CtaLink>
        </div>
      </Section>
    </main>
  );
}
