import { useEffect, useState } from "react";
import { useParams } from "react-router-dom";
import { unlistedPageMeta } from "~/components/page-meta";
import { SecurePaymentBadge } from "~/components/secure-payment-badge";
import { formatDay } from "~/content/format-date";
import { quoteCopy } from "~/content/quote";
import { CheckoutError, getQuoteClient } from "~/lib/quote-client";
import { FLOW_STEP } from "~/lib/flow-handle";
import { formatCents } from "@shared/payment-amounts";
import type { QuoteLinkAnswer } from "@shared/quote-api";
import styles from "~/features/payment/payment-page.module.css";
import quoteStyles from "./quote-page.module.css";

/** A quote link is for one client: not in the sitemap, disallowed in robots.txt, noindex. */
export const handle = FLOW_STEP;

export const meta = () => unlistedPageMeta(quoteCopy, "/quote");

type View =
  | { kind: "checking" }
  | { kind: "answer"; answer: QuoteLinkAnswer }
  | { kind: "failed"; text: string };

/**
 * /quote/<token>: the quote the link was signed for, as the server states it (quoteLinkQuote),
 * and "Accept and pay" (startCheckout with the token: Stripe Checkout for the share due now) or
 * "Accept" when nothing is due now. Prerendered once as a neutral shell (Hosting serves it for
 * every /quote/…); the token is read after hydration.
 */
export default function QuotePage() {
  const token = useParams()["*"] ?? "";
  const [view, setView] = useState<View>({ kind: "checking" });

  useEffect(() => {
    let live = true;
    const asked = token
      ? getQuoteClient().then((client) => client.read({ quote: token }))
      : Promise.resolve<QuoteLinkAnswer>({ kind: "invalid" });
    asked.then(
      (answer) => live && setView({ kind: "answer", answer }),
      () => live && setView({ kind: "failed", text: quoteCopy.failed }),
    );
    return () => {
      live = false;
    };
  }, [token]);

  return (
    <main className={styles.page}>
      <div className="container">
        <h1 className={styles.heading}>{quoteCopy.heading}</h1>
        <section className={styles.card} aria-live="polite" aria-busy={view.kind === "checking"}>
          <QuoteView
            view={view}
            token={token}
            onAccepted={(answer) => setView({ kind: "answer", answer })}
          />
        </section>
      </div>
    </main>
  );
}

function QuoteView({
  view,
  token,
  onAccepted,
}: {
  view: View;
  token: string;
  onAccepted: (answer: QuoteLinkAnswer) => void;
}) {
  switch (view.kind) {
    case "checking":
      return (
        <>
          <p role="status">{quoteCopy.checking}</p>
          <noscript>
            <p>{quoteCopy.noScript}</p>
          </noscript>
        </>
      );
    case "failed":
      return <p role="alert">{view.text}</p>;
    case "answer": {
      const { answer } = view;
      switch (answer.kind) {
        case "open":
          return <OpenQuote quote={answer} token={token} onAccepted={onAccepted} />;
        case "accepted":
          return (
            <>
              <Named company={answer.companyName} reference={answer.reference} />
              <h2 className={styles.subheading}>{quoteCopy.accepted.heading}</h2>
              <p>
                {quoteCopy.accepted.text(
                  formatCents(answer.paidCents),
                  formatCents(answer.totalCents),
                )}
              </p>
              <Help />
            </>
          );
        default: {
          const words = quoteCopy[answer.kind];
          return (
            <>
              <h2 className={styles.subheading}>{words.heading}</h2>
              <p role="alert">{words.text}</p>
              <Help />
            </>
          );
        }
      }
    }
  }
}

/** The company and the reference: all the page says about whose quote this is. */
function Named({ company, reference }: { company: string; reference: string }) {
  return (
    <p>
      <strong>{quoteCopy.greeting(company)}</strong> · {quoteCopy.referenceLabel} {reference}
    </p>
  );
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
      <Named company={quote.companyName} reference={quote.reference} />
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
        {state === "busy" ? (quote.dueNowCents > 0 ? quoteCopy.opening : quoteCopy.accepting) : ""}
      </p>
      {state === "failed" ? (
        <p className={styles.invoice} role="alert">
          {error}
        </p>
      ) : null}
      {quote.dueNowCents > 0 ? <p className={styles.note}>{quoteCopy.payNote}</p> : null}
      <Help />
    </div>
  );
}

/** The phone number and a way to ask for a new quote link, on every outcome. */
function Help() {
  return (
    <p className={styles.note}>
      <strong>{quoteCopy.helpHeading}</strong> {quoteCopy.callUs}{" "}
      <a href={`tel:${quoteCopy.phoneTel}`}>{quoteCopy.phoneDisplay}</a> {quoteCopy.callHours}{" "}
      <a href={quoteCopy.newQuoteHref}>{quoteCopy.newQuote}</a>.
    </p>
  );
}
