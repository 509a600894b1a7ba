import { CtaLink } from "~/components/cta-link";
import { FaqList } from "~/components/faq-list";
import { Hero } from "~/components/hero";
import { pageMeta } from "~/components/page-meta";
import { Section } from "~/components/section";
import { planCategories } from "~/content/plan-categories";
import type { IncludedItem } from "~/content/pricing-details";
import { pricingPage } from "~/content/pricing-page";
import { briefStartPath } from "~/features/brief/start-brief";
import { OpenChatButton } from "~/features/chat/open-chat-button";
import { hydrateOnReach } from "~/lib/hydrate-on-reach";
import { PlanTabs } from "./plan-tabs";
import styles from "./pricing.module.css";

// What every package includes and the FAQ: static text, loaded when a visitor reaches it or the
// page is rendered on the client, not with the page (docs/page-speed.md).
const IncludedOnReach = hydrateOnReach(() =>
  import("~/content/pricing-details").then(({ includedInEveryPackage }) => () => (
    <IncludedList items={includedInEveryPackage} />
  )),
);
const FaqOnReach = hydrateOnReach(() =>
  import("~/content/pricing-details").then(({ pricingFaqs }) => () => (
    <FaqList items={pricingFaqs} />
  )),
);

export function meta() {
  return pageMeta({ ...pricingPage.meta, path: "/pricing" });
}

export default function PricingPage() {
  const { hero, plans, included, faqHeading, help } = pricingPage;
  return (
    <main>
      <Hero {...hero} />
      <Section id="plans" heading={plans.heading} intro={plans.intro}>
        <PlanTabs categories={planCategories} labels={plans} />
      </Section>
      <Section id="included" heading={included.heading} tone="alt">
        <IncludedOnReach />
      </Section>
      <Section id="faq" heading={faqHeading}>
        <FaqOnReach />
      </Section>
      <Section id="help" heading={help.heading} intro={help.text} tone="alt">
        <div className={styles.help}>
          <OpenChatButton />
          <CtaLink to={briefStartPath(null)} variant="secondary">
            {help.quoteLink}
          </CtaLink>
        </div>
      </Section>
    </main>
  );
}

function IncludedList({ items }: { items: readonly IncludedItem[] }) {
  return (
    <ul className={styles.included}>
      {items.map((item) => (
        <li key={item.title}>
          <h3 className={styles.includedTitle}>{item.title}</h3>
          <p>{item.description}</p>
        </li>
      ))}
    </ul>
  );
}
