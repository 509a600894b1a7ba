import { CtaLink } from "~/components/cta-link";
import { FaqList } from "~/components/faq-list";
import { Hero } from "~/components/hero";
import { pageMeta } from "~/components/page-meta";
import { Section } from "~/components/section";
import { planCategories, pricingPage } from "~/content/pricing";
import { briefStartPath } from "~/features/brief/start-brief";
import { OpenChatButton } from "~/features/chat/open-chat-button";
import { PlanTabs } from "./plan-tabs";
import styles from "./pricing.module.css";

export function meta() {
  return pageMeta({ ...pricingPage.meta, path: "/pricing" });
}

export default function PricingPage() {
  const { hero, plans, included, faqs, faqHeading, help } = pricingPage;
  return (
    <main>
      <Hero {...hero} />
      <Section id="plans" heading={plans.heading} intro={plans.intro}>
        <PlanTabs categories={planCategories} labels={plans} />
      </Section>
      <Section id="included" heading={included.heading} tone="alt">
        <ul className={styles.included}>
          {included.items.map((item) => (
            <li key={item.title}>
              <h3 className={styles.includedTitle}>{item.title}</h3>
              <p>{item.description}</p>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="faq" heading={faqHeading}>
        <FaqList items={faqs} />
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
