import { UNLISTED } from "~/lib/crawl-handle";
import { unlistedPageMeta } from "~/components/page-meta";
import { checkoutCopy } from "~/content/brief";
import { findPlan } from "~/content/pricing";
import { BriefPending } from "~/features/brief/brief-pending";
import { BriefSummary } from "~/features/brief/brief-summary";
import { useSubmittedBrief } from "~/features/brief/use-submitted-brief";
import { OrderSummary } from "./order-summary";
import { PaymentPanel } from "./payment-panel";
import styles from "~/features/payment/payment-page.module.css";

/** Part of a visitor's flow, not a landing page: not in the sitemap, disallowed in robots.txt. */
export const handle = UNLISTED;

export const meta = () => unlistedPageMeta(checkoutCopy, "/checkout");

/**
 * Order summary, the brief, and payment through a hosted payment page (no card fields here).
 * Until this browser's saved brief is known it shows a neutral placeholder; without one the
 * visitor is sent into the brief.
 */
export default function CheckoutPage() {
  const { submitted, planId } = useSubmittedBrief();
  const plan = findPlan(planId);
  return (
    <main className={styles.page}>
      <div className="container">
        <h1 className={styles.heading}>{checkoutCopy.heading}</h1>
        {submitted ? (
          <div className={styles.grid}>
            <section aria-labelledby="checkout-order" className={styles.card}>
              <h2 id="checkout-order" className={styles.subheading}>
                {checkoutCopy.orderHeading}
              </h2>
              <OrderSummary plan={plan} />
            </section>
            <section aria-labelledby="checkout-pay" className={styles.card}>
              <h2 id="checkout-pay" className={styles.subheading}>
                {checkoutCopy.payHeading}
              </h2>
              <PaymentPanel
                plan={plan}
                email={submitted.lead.emailAddress}
                leadId={submitted.leadId}
              />
            </section>
            <section aria-labelledby="checkout-brief" className={`${styles.card} ${styles.wide}`}>
              <h2 id="checkout-brief" className={styles.subheading}>
                {checkoutCopy.briefHeading}
              </h2>
              <BriefSummary lead={submitted.lead} emptyText={checkoutCopy.notAnswered} />
            </section>
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
