import { CtaLink } from "~/components/cta-link";
import { formatUsd } from "~/content/format-usd";
import type { PricingPlan } from "~/content/pricing";
import type { PricingPageContent } from "~/content/pricing-page";
import { briefStartPath } from "~/features/brief/start-brief";
import { classNames } from "~/lib/class-names";
import styles from "./pricing.module.css";

/** One package: name, price, what it includes, and a button that starts the brief with it. */
export function PlanCard({
  plan,
  labels,
}: {
  plan: PricingPlan;
  labels: Pick<
    PricingPageContent["plans"],
    "popularLabel" | "periodLabel" | "chooseLabel" | "depositLabel" | "fullLabel"
  >;
}) {
  return (
    <li className={classNames(styles.plan, plan.popular && styles.popular)}>
      {plan.popular ? <p className={styles.badge}>{labels.popularLabel}</p> : null}
      <h3 className={styles.planName}>{plan.name}</h3>
      <p className={styles.price}>
        <span className={styles.amount}>{formatUsd(plan.priceUsd)}</span>{" "}
        <span className={styles.period}>{labels.periodLabel}</span>
      </p>
      <p className={styles.period}>
        {plan.depositPercent === undefined
          ? labels.fullLabel
          : labels.depositLabel(plan.depositPercent)}
      </p>
      <p className={styles.summary}>{plan.summary}</p>
      <ul className={styles.features}>
        {plan.features.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
      <div className={styles.choose}>
        <CtaLink to={briefStartPath(plan.id)} variant={plan.popular ? "primary" : "secondary"}>
          {labels.chooseLabel(plan.name)}
        </CtaLink>
      </div>
    </li>
  );
}
