import { CtaLink } from "~/components/cta-link";
import { FaqList } from "~/components/faq-list";
import { Hero } from "~/components/hero";
import { pageMeta } from "~/components/page-meta";
import { Section } from "~/components/section";
import { formatUsd } from "~/content/format-usd";
import { serviceLabels } from "~/content/services/labels";
import type { ServiceContent } from "~/content/services/types";
import { briefStartPath } from "~/features/brief/start-brief";
import { OpenChatButton } from "~/features/chat/open-chat-button";
import { ContentPicture } from "~/components/content-picture";
import { serviceJsonLd } from "./service-json-ld";
import { StartSection } from "~/components/start-section";
import { StepList } from "~/components/step-list";
import { TitledList } from "~/components/titled-list";
import styles from "./service-page.module.css";

/** Head tags of a service page: title, description, canonical URL and Service JSON-LD. */
const DELIVERABLES = { list: styles.cards, item: styles.card, title: styles.cardTitle };

export function serviceMeta(service: ServiceContent) {
  return pageMeta({
    title: service.name,
    description: service.description,
    path: service.path,
    jsonLd: serviceJsonLd(service),
  });
}

/** One service page, laid out from its content: hero, overview, deliverables, process, FAQ, CTA. */
export function ServicePage({ service }: { service: ServiceContent }) {
  const fromPrice = formatUsd(service.fromPriceUsd);
  const pricingHash = service.pricingCategories[0];
  const [beforePrice, price, afterPrice] = serviceLabels.priceNote(fromPrice);
  return (
    <main>
      <Hero {...service.hero}>
        <CtaLink to={briefStartPath()}>{service.cta.label}</CtaLink>
        <CtaLink to={`/pricing#${pricingHash}`} variant="secondary">
          {serviceLabels.pricingLink(fromPrice)}
        </CtaLink>
      </Hero>

      <Section id="overview" heading={service.overview.heading}>
        <div className={styles.overview}>
          <div className={styles.prose}>
            {service.overview.paragraphs.map((text) => (
              <p key={text}>{text}</p>
            ))}
            <p className={styles.price}>
              {beforePrice}
              <strong>{price}</strong>
              {afterPrice}
            </p>
          </div>
          <ContentPicture
            {...service.image}
            folder="services"
            sizes="(min-width: 900px) 540px, calc(100vw - 2rem)"
            className={styles.image}
          />
        </div>
      </Section>

      <Section
        id="deliverables"
        heading={service.deliverables.heading}
        intro={service.deliverables.intro}
        tone="alt"
      >
        <TitledList items={service.deliverables.items} classes={DELIVERABLES} />
      </Section>

      <Section id="process" heading={service.process.heading} intro={service.process.intro}>
        <StepList steps={service.process.steps} />
      </Section>

      <Section id="faq" heading={serviceLabels.faqHeading} tone="alt">
        <FaqList items={service.faqs} />
      </Section>

      <StartSection cta={service.cta} startPath={briefStartPath()}>
        <OpenChatButton />
      </StartSection>
    </main>
  );
}
