import { useEffect, useState } from "react";
import { useSearchParams } from "react-router-dom";
import { Link } from "~/components/site-link";
import { unlistedPageMeta } from "~/components/page-meta";
import { paidCopy } from "~/content/brief";
import { NextSteps } from "~/features/payment/next-steps";
import { nextStepsCopy } from "~/content/next-steps";
import { CheckoutError, getCheckoutClient } from "~/lib/checkout-client";
import { UNLISTED } from "~/lib/crawl-handle";
import { formatCents } from "@shared/payment-amounts";
import { type ConfirmCheckoutAnswer } from "@shared/payment-api";
import styles from "~/features/payment/payment-page.module.css";

/** Part of a visitor's flow, not a landing page: not in the sitemap, disallowed in robots.txt. */
export const handle = UNLISTED;

export const meta = () => unlistedPageMeta(paidCopy, "/checkout/paid");

type View =
  | { kind: "checking" }
  | { kind: "answer"; answer: ConfirmCheckoutAnswer }
  | { kind: "failed"; text: string };

/**
 * Where Stripe sends the prospect back after paying. It says "paid" only when the server has
 * retrieved the session from Stripe and recorded it (confirmCheckout); until then it checks.
 */
export default function PaidPage() {
  const [params] = useSearchParams();
  const sessionId = params.get("session_id");
  const [view, setView] = useState<View>({ kind: "checking" });

  useEffect(() => {
    if (!sessionId) return;
    let live = true;
    getCheckoutClient()
      .then((client) => client.confirm({ sessionId }))
      .then(
        (answer) => live && setView({ kind: "answer", answer }),
        (error: unknown) =>
          live &&
          setView({
            kind: "failed",
            text:
              error instanceof CheckoutError && error.code !== "internal"
                ? error.message
                : paidCopy.failed,
          }),
      );
    return () => {
      live = false;
    };
  }, [sessionId]);

  return (
    <main className={styles.page}>
      <div className="container">
        <h1 className={styles.heading}>{paidCopy.heading}</h1>
        <section className={styles.card} aria-live="polite" aria-busy={view.kind === "checking"}>
          <PaidView view={sessionId ? view : { kind: "failed", text: paidCopy.missing }} />
        </section>
      </div>
    </main>
  );
}

function PaidView({ view }: { view: View }) {
  switch (view.kind) {
    case "checking":
      return <p>{paidCopy.checking}</p>;
    case "failed":
      return <p role="alert">{view.text}</p>;
    case "answer": {
      const { answer } = view;
      switch (answer.outcome) {
        case "paid":
          return (
            <>
              <h2 className={styles.subheading}>
                {paidCopy.paid(formatCents(answer.amountCents), answer.planName)}
              </h2>
              {answer.reference ? (
                <p>
                  <strong>{nextStepsCopy.referenceLabel}:</strong> {answer.reference}.{" "}
                  {nextStepsCopy.referenceHint}
                </p>
              ) : null}
              <p>{paidCopy.receipt}</p>
              <h3 className={styles.subheading}>{nextStepsCopy.heading}</h3>
              <NextSteps planId={answer.planId} />
            </>
          );
        case "processing":
          return (
            <>
              <h2 className={styles.subheading}>{paidCopy.processing}</h2>
              <p>{paidCopy.processingText}</p>
            </>
          );
        case "unpaid":
          return (
            <>
              <h2 className={styles.subheading}>{paidCopy.unpaid}</h2>
              <p>{paidCopy.unpaidText}</p>
              <Link to="/checkout" reloadDocument>
                {paidCopy.backToCheckout}
              </Link>
            </>
          );
      }
    }
  }
}
