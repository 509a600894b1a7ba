import { useEffect, useState } from "react";
import { NextSteps } from "~/features/payment/next-steps";
import { SecurePaymentBadge } from "~/components/secure-payment-badge";
import { nextStepsCopy } from "~/content/next-steps";
import { checkoutCopy } from "~/content/brief";
import { payCopy } from "~/content/pay";
import type { PricingPlan } from "~/content/pricing";
import { CheckoutError, getCheckoutClient, onlinePayments } from "~/lib/checkout-client";
import { formatCents } from "@shared/payment-amounts";
import { type PayLinkQuote, type StartCheckoutAnswer } from "@shared/payment-api";
import styles from "~/features/payment/payment-page.module.css";

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
  /** Asks the server what the lead owes now (tests pass a fake). */
  quote?: (leadId: string) => Promise<PayLinkQuote>;
}

const startOnServer = async (leadId: string) => (await getCheckoutClient()).start({ leadId });
const quoteOnServer = async (leadId: string) => (await getCheckoutClient()).quote({ leadId });

type Due = Extract<PayLinkQuote, { kind: "due" }>;

type PanelState =
  /** Asking the server what is due: no price is shown until it answers. */
  | { kind: "quoting" }
  | { kind: "quoteFailed" }
  | { kind: "settled"; quote: Exclude<PayLinkQuote, Due> }
  | { kind: "idle" | "opening"; due: Due }
  | { kind: "error"; due: Due; text: string }
  /** The server charges another plan or amount than it quoted a moment ago: shown before going. */
  | { kind: "confirm"; due: Due; answer: StartCheckoutAnswer };

/**
 * Payment happens on the payment provider's hosted page, never in our pages. With online
 * payments the panel asks the server what the lead owes (payLinkQuote) once the page is
 * hydrated, and shows that amount, never the browser's stored plan's, on the Pay button; the
 * server then opens a Stripe Checkout Session and the browser goes there. Without online
 * payments the visitor is told an invoice will be e-mailed.
 */
export function PaymentPanel({
  plan,
  email,
  leadId,
  online = onlinePayments(),
  go = (url) => window.location.assign(url),
  start = startOnServer,
  quote = quoteOnServer,
}: PaymentPanelProps) {
  const [state, setState] = useState<PanelState>({ kind: "quoting" });
  const [asked, setAsked] = useState(0);
  const pays = Boolean(plan && online && leadId);

  useEffect(() => {
    if (!pays || !leadId) return;
    let live = true;
    quote(leadId).then(
      (answer) => {
        if (!live) return;
        setState(
          answer.kind === "due"
            ? { kind: "idle", due: answer }
            : { kind: "settled", quote: answer },
        );
      },
      () => live && setState({ kind: "quoteFailed" }),
    );
    return () => {
      live = false;
    };
  }, [pays, leadId, quote, asked]);

  if (!pays || !leadId)
    return (
      <div className={styles.payment}>
        <SecurePaymentBadge tone="light" />
        <p className={styles.invoice}>{checkoutCopy.invoiceNote(email)}</p>
        {plan ? null : <PathSteps planId={null} />}
      </div>
    );

  switch (state.kind) {
    case "quoting":
      return (
        <div className={styles.payment} aria-busy="true">
          <SecurePaymentBadge tone="light" />
          <p className={styles.note} role="status">
            {checkoutCopy.quoting}
          </p>
        </div>
      );
    case "quoteFailed":
      return (
        <div className={styles.payment}>
          <p className={styles.invoice} role="alert">
            {checkoutCopy.quoteFailed}
          </p>
          <button
            type="button"
            className={styles.payButton}
            onClick={() => {
              setState({ kind: "quoting" });
              setAsked((n) => n + 1);
            }}
          >
            {checkoutCopy.tryAgain}
          </button>
        </div>
      );
    case "settled": {
      const { quote: settled } = state;
      const words =
        settled.kind === "nothingDue"
          ? payCopy[settled.why]
          : payCopy[settled.kind === "expired" ? "invalid" : settled.kind];
      return (
        <div className={styles.payment}>
          <p className={styles.planName}>{words.heading}</p>
          <p>{words.text}</p>
          {settled.kind === "balanceDue" ? (
            <a className={styles.payButton} href={settled.hostedUrl}>
              {payCopy.balanceDue.payButton(formatCents(settled.amountCents))}
            </a>
          ) : null}
        </div>
      );
    }
  }

  const { due } = state;
  const pay = async () => {
    setState({ kind: "opening", due });
    try {
      const answer = await start(leadId);
      // The page showed the server's quote; should the lead have changed since, the visitor
      // never leaves for Stripe with another amount than the one on screen.
      if (answer.planId !== due.planId || answer.amountCents !== due.amountCents)
        setState({ kind: "confirm", due, answer });
      else go(answer.url);
    } catch (error) {
      setState({
        kind: "error",
        due,
        text: error instanceof CheckoutError ? error.message : checkoutCopy.payFailed,
      });
    }
  };
  return (
    <div className={styles.payment}>
      <SecurePaymentBadge tone="light" />
      {due.reference ? (
        <p className={styles.note}>
          <strong>{nextStepsCopy.referenceLabel}:</strong> {due.reference}
        </p>
      ) : null}
      <p className={styles.note}>
        <strong>{checkoutCopy.termsLabel}:</strong>{" "}
        {state.kind === "confirm" ? state.answer.terms : due.terms}.
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
            : checkoutCopy.payButton(formatCents(due.amountCents))}
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
      <PathSteps planId={due.planId} />
    </div>
  );
}

/** What happens next on the path of the plan the server quoted (or of no plan). */
function PathSteps({ planId }: { planId: string | null }) {
  return (
    <section aria-labelledby="checkout-next">
      <h3 id="checkout-next" className={styles.subheading}>
        {nextStepsCopy.heading}
      </h3>
      <NextSteps planId={planId} />
    </section>
  );
}
