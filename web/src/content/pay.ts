// /pay/<token>: the page a pay link opens (from the confirmation mail or a salesperson), on any
// device, without the brief. It shows what the server says is due and nothing personal but the
// company's name; every way a link can fail has its own words, the phone number and a way to
// ask for a new link. What happens next: content/next-steps.ts.
import { linkPageCopy, linkRefusedText } from "./link-page-copy";

export const payCopy = {
  // The served page is one neutral shell for every link.
  ...linkPageCopy({
    title: "Your payment",
    newLinkSubject: "A new payment link, please",
    scriptNeededTo: "check your payment link",
  }),
  metaDescription: "Pay for your Brandvista Studio package on our payment provider's secure page.",
  checking: "Checking what is due…",
  planLabel: "Package",
  payButton: (amount: string) => `Pay ${amount} securely`,
  payFailed: "The payment page could not be opened. Check your connection and try again.",
  /**
   * Nothing due while the bank confirms. What a link says once paid, after a deposit, for a
   * brief without a plan, and for an open balance invoice is told per path in next-steps.ts.
   */
  processing: {
    heading: "Your payment is on its way",
    text: "Your bank is still confirming the payment. We e-mail you as soon as it clears; there is nothing more to do.",
  },
  /**
   * The money moved after it was paid: a dispute the bank has not decided, part of it refunded,
   * the balance refunded. Nothing to pay on the page in each; the phone number follows.
   */
  disputed: {
    heading: "This payment is with your bank",
    text: "The card holder's bank is reviewing a dispute of this payment, so there is nothing to pay here until it decides. Call us and we sort it out with you.",
  },
  partlyRefunded: {
    heading: "Part of this payment was refunded",
    text: "We sent part of your payment back to your card and kept the rest, so there is nothing to pay here. Call us if that is not what you expected.",
  },
  balanceRefunded: {
    heading: "Your balance was refunded",
    text: "The balance you paid went back to your card, so there is nothing to pay here. Call us and we tell you what comes next for your project.",
  },
  /** A payment asked again: why, above the amount (the ledger's, never more than is owed). */
  again: {
    refunded: "Your earlier payment was refunded in full. To go ahead, this is what is due now.",
    disputeLost:
      "Your bank returned your earlier payment to the card after a dispute. To go ahead, this is what is still owed.",
  },
  /** The link cannot be used: each with its own sentence, the same ways out. */
  invalid: {
    heading: "This payment link does not work",
    text: linkRefusedText.invalid,
  },
  expired: {
    heading: "This payment link has expired",
    text: "Pay links work for 30 days. Ask us for a new one and we send it the same day.",
  },
  unknown: {
    heading: "We could not find this order",
    text: linkRefusedText.unknown,
  },
  failed: "We could not check this link just now. Reload the page in a moment.",
  helpHeading: "Need a hand?",
};
