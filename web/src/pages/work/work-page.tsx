import { CtaLink } from "~/components/cta-link";
import { Hero } from "~/components/hero";
import { pageMeta } from "~/components/page-meta";
import { Section } from "~/components/section";
import { work } from "~/content/work";
import { briefStartPath } from "~/features/brief/start-brief";
import { StartSection } from "~/components/start-section";
import { StepList } from "~/components/step-list";
import { TitledList } from "~/components/titled-list";
import { CaseStudyList } from "./case-study-list";
import styles from "./work.module.css";

export function meta() {
  return pageMeta({ ...work.meta, path: "/work" });
}

const PRINCIPLES = {
  list: styles.principles,
  item: styles.principle,
  title: styles.principleTitle,
};

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
        <TitledList items={principles.items} classes={PRINCIPLES} />
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

      <StartSection cta={cta} startPath={briefStartPath()} tone="alt">
        <CtaLink to="/pricing" variant="secondary">
          {cta.pricingLabel}
        </CtaLink>
      </StartSection>
    </main>
  );
}
