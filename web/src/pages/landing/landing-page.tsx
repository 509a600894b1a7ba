// Standalone sales page: no header or footer; imports no other page's code.
import { BrandLogo } from "~/components/brand-logo";
import { CtaLink } from "~/components/cta-link";
import { FaqList } from "~/components/faq-list";
import { Hero } from "~/components/hero";
import { pageMeta } from "~/components/page-meta";
import { Section } from "~/components/section";
import {
  landingBenefits,
  landingClosing,
  landingFaq,
  landingHero,
  landingMeta,
  landingProcess,
} from "~/content/landing";
import { site } from "~/content/site";
import { briefStartPath } from "~/features/brief/start-brief";
import { OpenChatButton } from "~/features/chat/open-chat-button";
import { LandingPackages, LandingTestimonials } from "./landing-sections";
import styles from "./landing.module.css";

export function meta() {
  return pageMeta({ ...landingMeta, path: "/logo-design-services" });
}

export default function LandingPage() {
  return (
    <main>
      <div className={styles.topBar}>
        <div className={`container ${styles.topBarInner}`}>
          <BrandLogo tone="light" />
          <a className={styles.topPhone} href={`tel:${site.phone.tel}`}>
            <span className="visually-hidden">Call us: </span>
            {site.phone.display}
          </a>
        </div>
      </div>
      <Hero
        title={landingHero.title}
        heading={landingHero.heading}
        subheading={landingHero.subheading}
        paragraphs={landingHero.paragraphs}
      >
        <CtaLink to={briefStartPath()}>{landingHero.primaryCta}</CtaLink>
        <a className={styles.heroLink} href="#packages">
          {landingHero.secondaryCta}
        </a>
      </Hero>
      <Section id="benefits" heading={landingBenefits.heading}>
        <ul className={styles.cards}>
          {landingBenefits.items.map((item) => (
            <li key={item.title} className={styles.card}>
              <h3 className={styles.cardTitle}>{item.title}</h3>
              <p>{item.text}</p>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="process" heading={landingProcess.heading} tone="alt">
        <ol className={styles.steps}>
          {landingProcess.steps.map((step, index) => (
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
      <LandingPackages />
      <LandingTestimonials />
      <Section id="faq" heading={landingFaq.heading}>
        <FaqList items={landingFaq.items} />
      </Section>
      <section className={styles.closing} aria-labelledby="landing-closing-heading">
        <div className="container">
          <h2 id="landing-closing-heading" className={styles.closingHeading}>
            {landingClosing.heading}
          </h2>
          <p className={styles.closingText}>{landingClosing.text}</p>
          <div className={styles.closingActions}>
            <CtaLink to={briefStartPath()}>{landingClosing.cta}</CtaLink>
            <OpenChatButton />
            <a className={styles.heroLink} href={`tel:${site.phone.tel}`}>
              Call {site.phone.display}
            </a>
          </div>
        </div>
      </section>
      <p className={styles.legal}>
        © {site.copyrightYear} {site.name} · {site.address.street}, {site.address.city}, Texas ·{" "}
        <a href="/privacy-policy">Privacy Policy</a>
      </p>
    </main>
  );
}
