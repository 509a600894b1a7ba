// /quote/<token>: the page a quote's link opens (from the quote e-mail or a salesperson), on any
// device, without the brief. It shows the quote as the server states it (the company, the
// reference, each line, the total, what is due now, until when, the note) and nothing personal
// but the company's name; every way a link can fail has its own words, the phone number and a
// way to ask for a new quote.
import { linkPageCopy, linkRefusedText } from "./link-page-copy";

export const quoteCopy = {
  ...linkPageCopy({
    title: "Your quote",
    newLinkSubject: "A new quote link, please",
    scriptNeededTo: "open your quote",
  }),
  metaDescription: "Review your Brandvista Studio quote, accept it and pay securely online.",
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
  accepting: "Recording your acceptance…",
  failedAction: "That did not go through. Check your connection and try again.",
  accepted: {
    heading: "This quote is accepted",
    text: (paid: string, total: string) =>
      paid === "$0"
        ? `Thank you: your designer starts on it, and the total of ${total} is invoiced when the work starts.`
        : `Thank you: ${paid} of ${total} is paid. Anything left is invoiced as the quote says, never before.`,
  },
  invalid: {
    heading: "This quote link does not work",
    text: linkRefusedText.invalid,
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
    text: linkRefusedText.unknown,
  },
  failed: "We could not open this quote just now. Reload the page in a moment.",
  helpHeading: "Questions about the quote?",
};
