// What the pages a signed link opens (/pay/<token>, /quote/<token>) say around their own content:
// the page itself until the server has answered, whose order or quote it is, the phone number
// and a way to ask for a new link, and the page a link that cannot be used gets. Each page
// passes its own words (content/pay.ts, content/quote.ts).
import type { ReactNode } from "react";
import { PendingStatus } from "~/lib/pending-status";
import type { LinkView } from "./use-link-answer";
import styles from "./payment-page.module.css";

/**
 * The page a signed link opens: its heading, and one card that says (aria-live) where the link
 * stands: being checked, the failure to ask, or `children`'s rendering of the server's answer.
 */
export function LinkPage<Answer>({
  words,
  view,
  children,
}: {
  words: { heading: string; checking: string; noScript: string };
  view: LinkView<Answer>;
  children: (answer: Answer) => ReactNode;
}) {
  return (
    <main className={styles.page}>
      <div className="container">
        <h1 className={styles.heading}>{words.heading}</h1>
        <section className={styles.card} aria-live="polite" aria-busy={view.kind === "checking"}>
          {view.kind === "checking" ? (
            <PendingStatus status={words.checking} noScript={words.noScript} />
          ) : view.kind === "failed" ? (
            <p role="alert">{view.text}</p>
          ) : (
            children(view.answer)
          )}
        </section>
      </div>
    </main>
  );
}

/** The words of the help line: the phone number, the hours and where to ask for a new link. */
interface LinkHelpWords {
  helpHeading: string;
  callUs: string;
  phoneTel: string;
  phoneDisplay: string;
  callHours: string;
  newLink: string;
  newLinkHref: string;
}

/** The words naming whose order or quote a page is. */
interface LinkNamedWords {
  greeting: (company: string) => string;
  referenceLabel: string;
}

/** The company and the reference: all such a page says about whose order or quote this is. */
function LinkNamed({
  words,
  company,
  reference,
}: {
  words: LinkNamedWords;
  company: string;
  reference: string;
}) {
  return (
    <p>
      <strong>{words.greeting(company)}</strong>
      {reference ? ` · ${words.referenceLabel} ${reference}` : null}
    </p>
  );
}

/** The phone number and a way to ask for a new link, on every outcome. */
function LinkHelp({ words }: { words: LinkHelpWords }) {
  return (
    <p className={styles.note}>
      <strong>{words.helpHeading}</strong> {words.callUs}{" "}
      <a href={`tel:${words.phoneTel}`}>{words.phoneDisplay}</a> {words.callHours}{" "}
      <a href={words.newLinkHref}>{words.newLink}</a>.
    </p>
  );
}

/**
 * The server's answer on a link's page: whose order or quote it is, its heading (when it has
 * one), what `children` say of it, and the help line.
 */
export function LinkAnswer({
  words,
  named,
  heading,
  children,
}: {
  words: LinkNamedWords & LinkHelpWords;
  named: { companyName: string; reference: string };
  heading?: string;
  children: ReactNode;
}) {
  return (
    <>
      <LinkNamed words={words} company={named.companyName} reference={named.reference} />
      {heading ? <h2 className={styles.subheading}>{heading}</h2> : null}
      {children}
      <LinkHelp words={words} />
    </>
  );
}

/** A link that cannot be used (expired, replaced, tampered, unknown): why, and the help line. */
export function LinkRefused({
  words,
  help,
}: {
  words: { heading: string; text: string };
  help: LinkHelpWords;
}) {
  return (
    <>
      <h2 className={styles.subheading}>{words.heading}</h2>
      <p role="alert">{words.text}</p>
      <LinkHelp words={help} />
    </>
  );
}
