import { useState } from "react";
import { useParams } from "react-router-dom";
import { unlistedPageMeta } from "~/components/page-meta";
import { SecurePaymentBadge } from "~/components/secure-payment-badge";
import { formatDay } from "~/content/format-date";
import { quoteCopy } from "~/content/quote";
import { CheckoutError, getQuoteClient } from "~/lib/quote-client";
import { FLOW_STEP } from "~/lib/flow-handle";
import { useLinkAnswer } from "~/features/payment/use-link-answer";
import { LinkAnswer, LinkPage, LinkRefused } from "~/features/payment/link-page-parts";
import { formatCents } from "@shared/payment-amounts";
import type { QuoteLinkAnswer } from "@shared/quote-api";
import styles from "~/features/payment/payment-page.module.css";
import quoteStyles from "./quote-page.module.css";

/** A quote link is for one client: not in the sitemap, disallowed in robots.txt, noindex. */
export const handle = FLOW_STEP;

export const meta = () => unlistedPageMeta(quoteCopy, "/quote");

/** What the server says the quote is (quoteLinkQuote). */
const askQuote = (token: string) =>
  getQuoteClient().then((client) => client.read({ quote: token }));

/**
 * /quote/<token>: the quote the link was signed for, as the server states it (quoteLinkQuote),
 * and "Accept and pay" (startCheckout with the token: Stripe Checkout for the share due now) or
 * "Accept" when nothing is due now. Prerendered once as a neutral shell (Hosting serves it for
 * every /quote/…); the token is read after hydration.
 */
export default function QuotePage() {
  const token = useParams()["*"] ?? "";
  const [view, showAnswer] = useLinkAnswer<QuoteLinkAnswer>(
    token,
    askQuote,
    { kind: "invalid" },
    quoteCopy.failed,
  );

  return (
    <LinkPage words={quoteCopy} view={view}>
      {(answer) => <QuoteAnswer answer={answer} token={token} onAccepted={showAnswer} />}
    </LinkPage>
  );
}

function QuoteAnswer({
  answer,
  token,
  onAccepted,
}: {
  answer: QuoteLinkAnswer;
  token: string;
  onAccepted: (answer: QuoteLinkAnswer) => void;
}) {
  switch (answer.kind) {
    case "open":
      return <OpenQuote quote={answer} token={token} onAccepted={onAccepted} />;
    case "accepted":
      return (
        <LinkAnswer words={quoteCopy} named={answer} heading={quoteCopy.accepted.heading}>
          <p>
            {quoteCopy.accepted.text(formatCents(answer.paidCents), formatCents(answer.totalCents))}
          </p>
        </LinkAnswer>
      );
    default:
      return <LinkRefused words={quoteCopy[answer.kind]} help={quoteCopy} />;
  }
}

function OpenQuote({
  quote,
  token,
  onAccepted,
}: {
  quote: Extract<QuoteLinkAnswer, { kind: "open" }>;
  token: string;
  onAccepted: (answer: QuoteLinkAnswer) => void;
}) {
  const [state, setState] = useState<"idle" | "busy" | "failed">("idle");
  const [error, setError] = useState("");
  const dueNow = formatCents(quote.dueNowCents);
  const later = quote.totalCents - quote.dueNowCents;
  const accept = async () => {
    setState("busy");
    try {
      const client = await getQuoteClient();
      if (quote.dueNowCents > 0) {
        // The server prices the checkout from the quote it stores: no amount is sent.
        window.location.assign((await client.pay({ quote: token })).url);
        return;
      }
      onAccepted(await client.read({ quote: token, accept: true }));
    } catch (caught) {
      setState("failed");
      setError(caught instanceof CheckoutError ? caught.message : quoteCopy.failedAction);
    }
  };
  return (
    <div className={styles.payment}>
      <LinkAnswer words={quoteCopy} named={quote}>
        <table className={quoteStyles.lines}>
          <caption className={quoteStyles.caption}>{quoteCopy.linesCaption}</caption>
          <thead>
            <tr>
              <th scope="col">{quoteCopy.descriptionColumn}</th>
              <th scope="col" className={quoteStyles.amount}>
                {quoteCopy.amountColumn}
              </th>
            </tr>
          </thead>
          <tbody>
            {quote.lines.map((line, index) => (
              <tr key={index}>
                <td>{line.description}</td>
                <td className={quoteStyles.amount}>{formatCents(line.amountCents)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{quoteCopy.totalLabel}</th>
              <td className={quoteStyles.amount}>{formatCents(quote.totalCents)}</td>
            </tr>
            {quote.dueNowCents > 0 ? (
              <>
                <tr>
                  <th scope="row">{quoteCopy.dueNowLabel(quote.depositPercent)}</th>
                  <td className={quoteStyles.amount}>{dueNow}</td>
                </tr>
                <tr>
                  <th scope="row">{quoteCopy.laterLabel}</th>
                  <td className={quoteStyles.amount}>{formatCents(later)}</td>
                </tr>
              </>
            ) : null}
          </tfoot>
        </table>
        {quote.dueNowCents === 0 ? <p className={styles.dueNow}>{quoteCopy.nothingNow}</p> : null}
        <p>{quoteCopy.validUntil(formatDay(quote.validUntil))}</p>
        {quote.note ? (
          <div>
            <h2 className={styles.subheading}>{quoteCopy.noteHeading}</h2>
            <p className={quoteStyles.note}>{quote.note}</p>
          </div>
        ) : null}
        {quote.dueNowCents > 0 ? <SecurePaymentBadge tone="light" /> : null}
        <button
          type="button"
          className={styles.payButton}
          onClick={() => void accept()}
          disabled={state === "busy"}
        >
          {state === "failed"
            ? quoteCopy.tryAgain
            : quote.dueNowCents > 0
              ? quoteCopy.acceptAndPay(dueNow)
              : quoteCopy.accept}
        </button>
        <p className={styles.note} role="status" aria-live="polite">
          {state === "busy"
            ? quote.dueNowCents > 0
              ? quoteCopy.opening
              : quoteCopy.accepting
            : ""}
        </p>
        {state === "failed" ? (
          <p className={styles.invoice} role="alert">
            {error}
          </p>
        ) : null}
        {quote.dueNowCents > 0 ? <p className={styles.note}>{quoteCopy.payNote}</p> : null}
      </LinkAnswer>
    </div>
  );
}
