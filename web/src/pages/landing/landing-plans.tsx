import { CtaLink } from "~/components/cta-link";
import { landingPackages } from "~/content/landing";
import { formatUsd } from "~/content/format-usd";
import type { PricingPlan } from "~/content/pricing";
import { briefStartPath } from "~/features/brief/start-brief";
import { classNames } from "~/lib/class-names";
import styles from "./landing.module.css";

/** The logo plans' cards; each button starts the brief with that plan. */
export function LandingPlans({ plans }: { plans: readonly PricingPlan[] }) {
  return (
    <ul className={styles.plans}>
      {plans.map((plan) => (
        <li key={plan.id} className={classNames(styles.plan, plan.popular && styles.popular)}>
          {plan.popular ? <p className={styles.badge}>Most popular</p> : null}
          <h3 className={styles.cardTitle}>{plan.name}</h3>
          <p className={styles.price}>{formatUsd(plan.priceUsd)}</p>
          <p className={styles.planSummary}>{plan.summary}</p>
          <ul className={styles.features}>
            {plan.features.map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </ul>
          <CtaLink to={briefStartPath(plan.id)} variant={plan.popular ? "primary" : "secondary"}>
            {landingPackages.cta} {plan.name}
          </CtaLink>
        </li>
      ))}
    </ul>
  );
}
