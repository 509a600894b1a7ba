import { CtaLink } from "~/components/cta-link";
import { Hero } from "~/components/hero";
import { pageMeta } from "~/components/page-meta";
import { Section } from "~/components/section";
import { about } from "~/content/about";
import { site } from "~/content/site";
import { briefStartPath } from "~/features/brief/start-brief";
import { OpenChatButton } from "~/features/chat/open-chat-button";
import { StartSection } from "~/components/start-section";
import { StepList } from "~/components/step-list";
import { TitledList } from "~/components/titled-list";
import { TeamList } from "./team-list";
import styles from "./about.module.css";

export function meta() {
  return pageMeta({ ...about.meta, path: "/about" });
}

const REASONS = { list: styles.reasons, item: styles.reason, title: styles.reasonTitle };

export default function AboutPage() {
  const { hero, workLink, story, team, process, reasons, office, cta } = about;
  const { address } = site;
  return (
    <main>
      <Hero {...hero}>
        <CtaLink to={briefStartPath()}>{cta.label}</CtaLink>
        <CtaLink to={workLink.to} variant="secondary">
          {workLink.label}
        </CtaLink>
      </Hero>

      <Section id="story" heading={story.heading}>
        <div className={styles.story}>
          {story.paragraphs.map((text) => (
            <p key={text}>{text}</p>
          ))}
        </div>
      </Section>

      <Section id="team" heading={team.heading} intro={team.intro} tone="alt">
        <TeamList members={team.members} />
      </Section>

      <Section id="process" heading={process.heading} intro={process.intro}>
        <StepList steps={process.steps} />
      </Section>

      <Section id="why-us" heading={reasons.heading} tone="alt">
        <TitledList items={reasons.items} classes={REASONS} />
      </Section>

      <Section id="office" heading={office.heading} intro={office.text}>
        <div className={styles.office}>
          <address className={styles.address}>
            <strong>{site.name}</strong>
            <br />
            {address.street}
            <br />
            {address.city}, {address.region} {address.postalCode}
          </address>
          <p className={styles.hours}>{office.hours}</p>
          <p className={styles.contact}>
            <a href={`tel:${site.phone.tel}`}>{site.phone.display}</a>
            <span aria-hidden="true"> · </span>
            <a href={`mailto:${site.salesEmail}`}>{site.salesEmail}</a>
          </p>
        </div>
      </Section>

      <StartSection cta={cta} startPath={briefStartPath()} tone="alt">
        <OpenChatButton />
      </StartSection>
    </main>
  );
}
