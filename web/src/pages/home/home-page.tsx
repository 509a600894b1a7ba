import { Link } from "~/components/site-link";
import { ClosingCta } from "~/components/closing-cta";
import { CtaLink } from "~/components/cta-link";
import { Hero } from "~/components/hero";
import { NumberedSteps } from "~/components/numbered-steps";
import { organizationJsonLd } from "~/components/organization-json-ld";
import { pageMeta } from "~/components/page-meta";
import { Section } from "~/components/section";
import { Testimonials } from "~/components/testimonials";
import {
  homeCarousel,
  homeClosingCta,
  homeHero,
  homeMeta,
  homeProcess,
  homeServices,
  homeTestimonials,
} from "~/content/home";
import { LazyCarousel } from "~/features/carousel/lazy-carousel";
import { briefStartPath } from "~/features/brief/start-brief";
import { OpenChatButton } from "~/features/chat/open-chat-button";
import { HomeStats } from "./home-sections";
import styles from "./home.module.css";

export function meta() {
  return pageMeta({ ...homeMeta, path: "/", jsonLd: organizationJsonLd() });
}

export default function HomePage() {
  return (
    <main>
      <Hero
        title={homeHero.title}
        heading={homeHero.heading}
        subheading={homeHero.subheading}
        paragraphs={homeHero.paragraphs}
      >
        <CtaLink to={briefStartPath()}>{homeHero.primaryCta}</CtaLink>
        <CtaLink to={homeHero.secondaryCta.to} variant="secondary">
          {homeHero.secondaryCta.label}
        </CtaLink>
      </Hero>
      <HomeStats />
      <Section id="work" heading={homeCarousel.heading} intro={homeCarousel.intro}>
        <LazyCarousel images={homeCarousel.images} label={homeCarousel.label} />
      </Section>
      <Section id="services" heading={homeServices.heading} intro={homeServices.intro} tone="alt">
        <ul className={styles.services}>
          {homeServices.items.map((service) => (
            <li key={service.to} className={styles.serviceCard}>
              <h3 className={styles.cardTitle}>{service.name}</h3>
              <p>{service.summary}</p>
              <Link to={service.to} className={styles.cardLink}>
                Explore {service.name}
                <span aria-hidden="true"> →</span>
              </Link>
            </li>
          ))}
        </ul>
      </Section>
      <NumberedSteps id="process" {...homeProcess} />
      <Testimonials
        id="testimonials"
        heading={homeTestimonials.heading}
        items={homeTestimonials.items}
        tone="alt"
        layout="even"
      />
      <ClosingCta
        headingId="home-closing-heading"
        heading={homeClosingCta.heading}
        text={homeClosingCta.text}
        look="gradient"
      >
        <CtaLink to={briefStartPath()}>Start your brief</CtaLink>
        <OpenChatButton />
      </ClosingCta>
    </main>
  );
}
