// Standalone sales page: no header or footer; imports no other page's code.
import { BrandLogo } from "~/components/brand-logo";
import { ClosingCta } from "~/components/closing-cta";
import { CtaLink } from "~/components/cta-link";
import { FaqList } from "~/components/faq-list";
import { Hero } from "~/components/hero";
import { NumberedSteps } from "~/components/numbered-steps";
import { pageMeta } from "~/components/page-meta";
import { Section } from "~/components/section";
import { Testimonials } from "~/components/testimonials";
import {
  landingBenefits,
  landingClosing,
  landingFaq,
  landingHero,
  landingMeta,
  landingProcess,
  landingTestimonials,
} from "~/content/landing";
import { site } from "~/content/site";
import { briefStartPath } from "~/features/brief/start-brief";
import { OpenChatButton } from "~/features/chat/open-chat-button";
import { LandingPackages } from "./landing-sections";
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
      <Hero {...landingHero}>
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
      <NumberedSteps id="process" {...landingProcess} tone="alt" />
      <LandingPackages />
      <Testimonials
        id="reviews"
        heading={landingTestimonials.heading}
        items={landingTestimonials.items}
        tone="alt"
      />
      <Section id="faq" heading={landingFaq.heading}>
        <FaqList items={landingFaq.items} />
      </Section>
      <ClosingCta
        headingId="landing-closing-heading"
        heading={landingClosing.heading}
        text={landingClosing.text}
      >
        <CtaLink to={briefStartPath()}>{landingClosing.cta}</CtaLink>
        <OpenChatButton />
        <a className={styles.heroLink} href={`tel:${site.phone.tel}`}>
          Call {site.phone.display}
        </a>
      </ClosingCta>
      <p className={styles.legal}>
        © {site.copyrightYear} {site.name} · {site.address.street}, {site.address.city}, Texas ·{" "}
        <a href="/privacy-policy">Privacy Policy</a>
      </p>
    </main>
  );
}
