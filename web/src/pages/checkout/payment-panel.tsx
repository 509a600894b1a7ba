import { useState } from "react";
import { SecurePaymentBadge } from "~/components/secure-payment-badge";
import { checkoutCopy } from "~/content/brief";
import type { PricingPlan } from "~/content/pricing";
import { CheckoutError, getCheckoutClient, onlinePayments } from "~/lib/checkout-client";
import {
  checkoutAmountCents,
  checkoutTerms,
  formatCents,
  type StartCheckoutAnswer,
} from "@shared/payment";
import styles from "./checkout-page.module.css";

export interface PaymentPanelProps {
  plan: PricingPlan | undefined;
  email: string;
  /** The saved lead's id: the server prices the checkout from its plan, never from here. */
  leadId?: string;
  /** Whether this build takes payments online (default: the build's setting). */
  online?: boolean;
  /** Where to send the browser (tests pass a fake). */
  go?: (url: string) => void;
  /** Opens the lead's checkout on the server (tests pass a fake). */
  start?: (leadId: string) => Promise<StartCheckoutAnswer>;
}

const startOnServer = async (leadId: string) => (await getCheckoutClient()).start({ leadId });

type PanelState =
  | { kind: "idle" | "opening" }
  | { kind: "error"; text: string }
  /** The server charges another plan or amount than this page showed: shown before going. */
  | { kind: "confirm"; answer: StartCheckoutAnswer };

/**
 * Payment happens on the payment provider's hosted page, never in our pages. With online
 * payments a plan gets a Pay button: the server opens a Stripe Checkout Session for the lead
 * and the browser goes there; otherwise the visitor is told an invoice will be e-mailed.
 */
export function PaymentPanel({
  plan,
  email,
  leadId,
  online = onlinePayments(),
  go = (url) => window.location.assign(url),
  start = startOnServer,
}: PaymentPanelProps) {
  const [state, setState] = useState<PanelState>({ kind: "idle" });

  if (plan && online && leadId) {
    const pay = async () => {
      setState({ kind: "opening" });
      try {
        const answer = await start(leadId);
        // The server prices the lead's own plan; the page priced the browser's stored one.
        // The visitor never leaves for Stripe with another amount than the one on screen.
        if (answer.planId !== plan.id || answer.amountCents !== checkoutAmountCents(plan))
          setState({ kind: "confirm", answer });
        else go(answer.url);
      } catch (error) {
        setState({
          kind: "error",
          text: error instanceof CheckoutError ? error.message : checkoutCopy.payFailed,
        });
      }
    };
    return (
      <div className={styles.payment}>
        <SecurePaymentBadge tone="light" />
        <p className={styles.note}>
          <strong>{checkoutCopy.termsLabel}:</strong>{" "}
          {state.kind === "confirm" ? state.answer.terms : checkoutTerms(plan)}.
        </p>
        {state.kind === "confirm" ? (
          <>
            <p className={styles.invoice} role="alert">
              {checkoutCopy.serverPlan(state.answer.planName)}
            </p>
            <button type="button" className={styles.payButton} onClick={() => go(state.answer.url)}>
              {checkoutCopy.payButton(formatCents(state.answer.amountCents))}
            </button>
          </>
        ) : (
          <button
            type="button"
            className={styles.payButton}
            onClick={() => void pay()}
            disabled={state.kind === "opening"}
          >
            {state.kind === "error"
              ? checkoutCopy.tryAgain
              : checkoutCopy.payButton(formatCents(checkoutAmountCents(plan)))}
          </button>
        )}
        <p className={styles.note} role="status" aria-live="polite">
          {state.kind === "opening" ? checkoutCopy.opening : ""}
        </p>
        {state.kind === "error" ? (
          <p className={styles.invoice} role="alert">
            {state.text}
          </p>
        ) : null}
        <p className={styles.note}>{checkoutCopy.payNote}</p>
      </div>
    );
  }
  return (
    <div className={styles.payment}>
      <SecurePaymentBadge tone="light" />
      <p className={styles.invoice}>{checkoutCopy.invoiceNote(email)}</p>
    </div>
  );
}
