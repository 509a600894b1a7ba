import { SecurePaymentBadge } from "~/components/secure-payment-badge";
import { checkoutCopy } from "~/content/brief";
import { formatUsd, type PricingPlan } from "~/content/pricing";
import { hostedPaymentUrl } from "./payment-link";
import styles from "./checkout-page.module.css";

export interface PaymentPanelProps {
  plan: PricingPlan | undefined;
  email: string;
}

/**
 * Payment happens on the payment provider's hosted page, never in our pages: a plan with a
 * payment link gets a button to it; otherwise the visitor is told an invoice will be e-mailed.
 */
export function PaymentPanel({ plan, email }: PaymentPanelProps) {
  const paymentUrl = hostedPaymentUrl(plan?.paymentLink);
  return (
    <div className={styles.payment}>
      <SecurePaymentBadge tone="light" />
      {plan && paymentUrl ? (
        <>
          <a className={styles.payButton} href={paymentUrl} rel="noopener noreferrer">
            {checkoutCopy.payButton(formatUsd(plan.priceUsd))}
          </a>
          <p className={styles.note}>{checkoutCopy.payNote}</p>
        </>
      ) : (
        <p className={styles.invoice}>{checkoutCopy.invoiceNote(email)}</p>
      )}
    </div>
  );
}
