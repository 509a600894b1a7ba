import { Link } from "~/components/site-link";
import { checkoutCopy } from "~/content/brief";
import { formatUsd, type PricingPlan } from "~/content/pricing";
import styles from "~/features/payment/payment-page.module.css";

/** The chosen plan and its price, or a custom quote when no plan was chosen. */
export function OrderSummary({ plan }: { plan: PricingPlan | undefined }) {
  if (!plan) {
    return (
      <div className={styles.order}>
        <p className={styles.planName}>{checkoutCopy.customQuote}</p>
        <p>{checkoutCopy.customQuoteDetail}</p>
        <Link to="/pricing">{checkoutCopy.choosePlan}</Link>
      </div>
    );
  }
  return (
    <div className={styles.order}>
      <p className={styles.planLine}>
        <span className={styles.planName}>{plan.name}</span>
        <span className={styles.price}>{formatUsd(plan.priceUsd)}</span>
      </p>
      <p>{plan.summary}</p>
      <ul className={styles.features}>
        {plan.features.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
    </div>
  );
}
