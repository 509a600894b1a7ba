import type { PlanCategory } from "~/content/plan-categories";
import type { PricingPlan } from "~/content/pricing";
import type { PricingPageContent } from "~/content/pricing-page";
import { PlanCard } from "./plan-card";
import styles from "./pricing.module.css";

export interface PanelPlansProps {
  category: PlanCategory;
  labels: PricingPageContent["plans"];
}

/** One tab panel's plans: the category's intro and its plan cards. */
export function PanelPlans({
  category,
  labels,
  plans,
}: PanelPlansProps & { plans: readonly PricingPlan[] }) {
  return (
    <>
      <p className={styles.categoryIntro}>{category.description}</p>
      <ul className={styles.plans}>
        {plans.map((plan) => (
          <PlanCard key={plan.id} plan={plan} labels={labels} />
        ))}
      </ul>
    </>
  );
}
