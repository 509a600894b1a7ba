import { useState } from "react";
import { useParams } from "react-router-dom";
import { unlistedPageMeta } from "~/components/page-meta";
import { NextSteps } from "~/features/payment/next-steps";
import { SecurePaymentBadge } from "~/components/secure-payment-badge";
import { settledWords } from "~/features/payment/settled-words";
import { amountsOf, nextStepsCopy, storyOf } from "~/content/next-steps";
import { formatDay } from "~/content/format-date";
import { payCopy } from "~/content/pay";
import { CheckoutError, getCheckoutClient } from "~/lib/checkout-client";
import { FLOW_STEP } from "~/lib/flow-handle";
import { useLinkAnswer } from "~/features/payment/use-link-answer";
import { LinkAnswer, LinkPage, LinkRefused } from "~/features/payment/link-page-parts";
import { formatCents } from "@shared/payment-amounts";
import { type PayLinkQuote } from "@shared/payment-api";
import styles from "~/features/payment/payment-page.module.css";

/** A pay link is for one person: not in the sitemap, disallowed in robots.txt, noindex. */
export const handle = FLOW_STEP;

export const meta = () => unlistedPageMeta(payCopy, "/pay");

/** What the server says the link's lead owes (payLinkQuote). */
const askQuote = (token: string) => getCheckoutClient().then((client) => client.quote({ token }));

/**
 * /pay/<token>: what the server says the link's lead owes (payLinkQuote), and a Pay button that
 * opens Stripe Checkout through startCheckout with the same token. Prerendered once as a neutral
 * shell (Hosting serves it for every /pay/…); the token is read after hydration.
 */
export default function PayPage() {
  const token = useParams()["*"] ?? "";
  const [view] = useLinkAnswer<PayLinkQuote>(token, askQuote, { kind: "invalid" }, payCopy.failed);

  return (
    <LinkPage words={payCopy} view={view}>
      {(quote) => <PayAnswer quote={quote} token={token} />}
    </LinkPage>
  );
}

function PayAnswer({ quote, token }: { quote: PayLinkQuote; token: string }) {
  switch (quote.kind) {
    case "due":
      return <DueView quote={quote} token={token} />;
    case "balanceDue":
      return <BalanceView quote={quote} />;
    case "nothingDue": {
      const words = settledWords(quote);
      return (
        <LinkAnswer words={payCopy} named={quote} heading={words.heading}>
          <p>{words.text}</p>
          {quote.why === "noPlan" ? <NextSteps planId={null} moment="before" /> : null}
        </LinkAnswer>
      );
    }
    default:
      return <LinkRefused words={payCopy[quote.kind]} help={payCopy} />;
  }
}

function DueView({
  quote,
  token,
}: {
  quote: Extract<PayLinkQuote, { kind: "due" }>;
  token: string;
}) {
  const [state, setState] = useState<"idle" | "opening" | { error: string }>("idle");
  const amount = formatCents(quote.amountCents);
  const amounts = amountsOf(quote.amountCents, quote.balanceCents);
  const pay = async () => {
    setState("opening");
    try {
      const answer = await (await getCheckoutClient()).start({ token });
      window.location.assign(answer.url);
    } catch (error) {
      setState({ error: error instanceof CheckoutError ? error.message : payCopy.payFailed });
    }
  };
  return (
    <div className={styles.payment}>
      <LinkAnswer words={payCopy} named={quote}>
        {quote.again ? <p data-testid="pay-again">{payCopy.again[quote.again]}</p> : null}
        <p className={styles.planLine}>
          <span className={styles.planName}>{quote.planName}</span>
          <span className={styles.price}>{amount}</span>
        </p>
        {quote.again ? null : (
          // Asked again, the amount is the ledger's (what is owed), not the plan's share.
          <p className={styles.dueNow}>{storyOf(quote.planId).words.before.summary(amounts)}</p>
        )}
        <SecurePaymentBadge tone="light" />
        <button
          type="button"
          className={styles.payButton}
          onClick={() => void pay()}
          disabled={state === "opening"}
        >
          {typeof state === "object" ? payCopy.tryAgain : payCopy.payButton(amount)}
        </button>
        <p className={styles.note} role="status" aria-live="polite">
          {state === "opening" ? payCopy.opening : ""}
        </p>
        {typeof state === "object" ? (
          <p className={styles.invoice} role="alert">
            {state.error}
          </p>
        ) : null}
        <p className={styles.note}>{payCopy.payNote}</p>
        <h2 className={styles.subheading}>{nextStepsCopy.heading}</h2>
        <NextSteps planId={quote.planId} moment="before" amounts={amounts} withSummary={false} />
      </LinkAnswer>
    </div>
  );
}

/**
 * A deposit plan's open balance invoice: what it asks and by when; the button goes to Stripe's
 * hosted invoice page (the invoice is paid there, not through a Checkout Session).
 */
function BalanceView({ quote }: { quote: Extract<PayLinkQuote, { kind: "balanceDue" }> }) {
  const words = nextStepsCopy.balance.before;
  const amount = formatCents(quote.amountCents);
  return (
    <div className={styles.payment}>
      <LinkAnswer words={payCopy} named={quote} heading={words.heading}>
        <p>{words.text}</p>
        <p className={styles.planLine}>
          <span className={styles.planName}>{quote.planName}</span>
          <span className={styles.price}>{amount}</span>
        </p>
        <p className={styles.note}>
          <strong>{words.amountLabel}:</strong> {amount} · {words.dueLabel(formatDay(quote.dueAt))}.
        </p>
        <SecurePaymentBadge tone="light" />
        <a className={styles.payButton} href={quote.hostedUrl}>
          {words.payButton(amount)}
        </a>
        <p className={styles.note}>{words.payNote}</p>
      </LinkAnswer>
    </div>
  );
}
