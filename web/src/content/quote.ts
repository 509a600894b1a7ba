// /quote/<token>: the page a quote's link opens (from the quote e-mail or a salesperson), on any
// device, without the brief. It shows the quote as the server states it (the company, the
// reference, each line, the total, what is due now, until when, the note) and nothing personal
// but the company's name; every way a link can fail has its own words, the phone number and a
// way to ask for a new quote.
import { linkWords } from "./link-words";
import { site } from "./site";

const newQuoteSubject = "A new quote link, please";

export const quoteCopy = {
  ...linkWords,
  metaTitle: "Your quote",
  metaDescription: "Review your Brandvista Studio quote, accept it and pay securely online.",
  heading: "Your quote",
  checking: "Opening your quote…",
  linesCaption: "What the quote covers",
  descriptionColumn: "Item",
  amountColumn: "Amount",
  totalLabel: "Total",
  dueNowLabel: (percent: number) => `Due now (${percent}%)`,
  laterLabel: "Invoiced later",
  nothingNow: "Nothing is due now: the whole total is invoiced when the work starts.",
  validUntil: (day: string) => `You can accept this quote until ${day}.`,
  noteHeading: "A note from your designer",
  acceptAndPay: (amount: string) => `Accept and pay ${amount}`,
  accept: "Accept",
  opening: "Opening the secure payment page…",
  accepting: "Recording your acceptance…",
  payNote:
    "You pay on our payment provider's secure, encrypted page. Card details are never entered on or stored by this site.",
  failedAction: "That did not go through. Check your connection and try again.",
  tryAgain: "Try again",
  accepted: {
    heading: "This quote is accepted",
    text: (paid: string, total: string) =>
      paid === "$0"
        ? `Thank you: your designer starts on it, and the total of ${total} is invoiced when the work starts.`
        : `Thank you: ${paid} of ${total} is paid. Anything left is invoiced as the quote says, never before.`,
  },
  invalid: {
    heading: "This quote link does not work",
    text: "The link is incomplete or has been changed. Open it again from the e-mail, or ask us for a new one.",
  },
  expired: {
    heading: "This quote has expired",
    text: "The date to accept it has passed. Ask us and we send an updated quote within one business day.",
  },
  replaced: {
    heading: "This quote was replaced",
    text: "We sent you a newer quote for this brief. Open the link in the latest e-mail, or ask us for it again.",
  },
  unknown: {
    heading: "We could not find this quote",
    text: "The brief behind this link is no longer on file. Call us, or send a new brief, and we pick it up from there.",
  },
  failed: "We could not open this quote just now. Reload the page in a moment.",
  helpHeading: "Questions about the quote?",
  newLinkHref: `mailto:${site.salesEmail}?subject=${encodeURIComponent(newQuoteSubject)}`,
  noScript: `This page needs JavaScript to open your quote. Call us on ${site.phone.display} or e-mail ${site.salesEmail}.`,
};
