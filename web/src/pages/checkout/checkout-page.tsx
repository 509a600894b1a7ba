import { FLOW_STEP } from "~/lib/flow-handle";
import { unlistedPageMeta } from "~/components/page-meta";
import { checkoutCopy } from "~/content/brief";
import { findPlan } from "~/content/pricing";
import { BriefPending } from "~/features/brief/brief-pending";
import { BriefSummary } from "~/features/brief/brief-summary";
import { useSubmittedBrief } from "~/features/brief/use-submitted-brief";
import { LabelledSection, type SectionLook } from "~/features/payment/labelled-section";
import { OrderSummary } from "./order-summary";
import { PaymentPanel } from "./payment-panel";
import styles from "~/features/payment/payment-page.module.css";

/** Part of a visitor's flow, not a landing page: not in the sitemap, disallowed in robots.txt. */
export const handle = FLOW_STEP;

export const meta = () => unlistedPageMeta(checkoutCopy, "/checkout");

/**
 * Order summary, the brief, and payment through a hosted payment page (no card fields here).
 * Until this browser's saved brief is known it shows a neutral placeholder; without one the
 * visitor is sent into the brief.
 */
const card: SectionLook = { section: styles.card, heading: styles.subheading };
const wideCard: SectionLook = { ...card, section: `${styles.card} ${styles.wide}` };

export default function CheckoutPage() {
  const { submitted, planId } = useSubmittedBrief();
  const plan = findPlan(planId);
  return (
    <main className={styles.page}>
      <div className="container">
        <h1 className={styles.heading}>{checkoutCopy.heading}</h1>
        {submitted ? (
          <div className={styles.grid}>
            <LabelledSection id="checkout-order" heading={checkoutCopy.orderHeading} look={card}>
              <OrderSummary plan={plan} />
            </LabelledSection>
            <LabelledSection id="checkout-pay" heading={checkoutCopy.payHeading} look={card}>
              <PaymentPanel
                plan={plan}
                email={submitted.lead.emailAddress}
                leadId={submitted.leadId}
              />
            </LabelledSection>
            <LabelledSection
              id="checkout-brief"
              heading={checkoutCopy.briefHeading}
              look={wideCard}
            >
              <BriefSummary lead={submitted.lead} emptyText={checkoutCopy.notAnswered} />
            </LabelledSection>
          </div>
        ) : (
          <div className={styles.card} aria-busy="true">
            <BriefPending />
          </div>
        )}
      </div>
    </main>
  );
}
