// Copy of the brief wizard, the final step and the checkout. Each question's own copy (heading,
// help, placeholder, label, messages for invalid answers) is described with its field, in
// functions/src/shared/lead-field-specs.ts.
import type { PlanCategoryId } from "@shared/plans";
import { site } from "./site";

/** The service a brief is for, by its plan's category, as the brief's header names it. */
export const briefServiceNames: Record<PlanCategoryId, string> = {
  logo: "logo design",
  branding: "branding",
  website: "website",
  mobile: "mobile app",
  video: "video animation",
  book: "book publication",
  amazon: "Amazon marketing",
  seo: "SEO & SEM",
};

export const briefWizardCopy = {
  /** Above each question: the service of the plan picked before the brief, or none. */
  eyebrow: (service: string | null) => (service ? `Your ${service} brief` : "Your brief"),
  progress: (step: number, total: number) => `Step ${step} of ${total}`,
  back: "Back",
  next: "Next",
  submit: "Send my brief",
  saving: "Sending your brief…",
  retry: "Try again",
  optional: "Optional",
  /** Label of the hidden field only bots fill in (never shown or announced). */
  honeypotLabel: "Fax number",
  /** Shown instead of the form when JavaScript is off: the brief cannot be sent without it. */
  noScript: `This form needs JavaScript to send your brief. You can also call us at ${site.phone.display} or e-mail ${site.salesEmail}; we answer within one business day.`,
  // True on every path: a plan is paid at checkout and the designer calls; without one, a quote.
  privacyNote: "We use your answers only for your project and to reach you about it.",
  privacyLink: { text: "Privacy policy", href: "/privacy-policy" },
};

/** What the visitor reads when the brief could not be saved. Every answer is kept either way. */
export const briefSaveErrors = {
  offline:
    "You seem to be offline, so your brief has not been sent yet. Your answers are kept on this device: press Try again once you are back online.",
  backOnline: "You are back online. Press Try again to send your brief; your answers are kept.",
  unreachable:
    "We could not reach our server to save your brief. Your answers are kept: please try again in a moment.",
  rejected: `Our server did not accept your brief, and your answers are kept. Please try again; if it keeps happening, call us at ${site.phone.display} or e-mail ${site.salesEmail}.`,
  blocked: `Your brief was not sent: a hidden anti-spam field on this page had been filled in, which usually means a browser extension filled in the form on its own. We have emptied it and your answers are kept, so press Try again. If it happens again, call us at ${site.phone.display} or e-mail ${site.salesEmail}.`,
};

/**
 * What /final-step and /checkout show while this browser's stored brief is being read: it
 * neither thanks nor charges anyone, since the page may have been opened without a brief.
 */
export const briefPendingCopy = {
  finalHeading: "Your brief",
  status: "Opening the brief you sent from this browser…",
  noScript: `This page shows the brief you sent from this browser and needs JavaScript. To reach us directly, call ${site.phone.display} or e-mail ${site.salesEmail}.`,
};

export const finalStepCopy = {
  // Neutral: the served page is the same for everyone, brief or not.
  metaTitle: "Your brief",
  metaDescription:
    "After you send your brief: with a package, you pay at checkout and your designer calls within one business day; without one, you receive a written quote within one business day, payable online.",
  heading: (companyName: string) =>
    companyName ? `Thank you, ${companyName}!` : "Thank you for your brief!",
  intro: "Your brief has reached our design team. Here is what you told us:",
  briefHeading: "Your brief",
  // What happens next is told per path: content/next-steps.ts.
  notAnswered: "Not given",
};

/** /checkout/paid: what the server says after the payment page (never before it answers). */
export const paidCopy = {
  metaTitle: "Payment",
  metaDescription: "The outcome of your payment to Brandvista Studio.",
  heading: "Payment",
  checking: "Checking your payment with our payment provider…",
  // The headline after a payment is the path's (content/next-steps.ts: paid in full, or the deposit).
  // The page names no address: anyone holding the link may open it (the server answers the
  // plan and the amount only).
  receipt: "Stripe, our payment provider, e-mails your receipt to the address in your brief.",
  processing: "Processing",
  processingText:
    "Your bank is still confirming the payment. We e-mail you as soon as it clears; there is nothing more to do.",
  unpaid: "Not paid — try again",
  unpaidText:
    "No money was taken. Go back to the checkout to pay, or choose the invoice instead by calling us.",
  backToCheckout: "Back to checkout",
  failed: "We could not check the payment just now. Reload this page in a moment.",
  missing: "This page needs the link the payment page sent you here with.",
};

export const checkoutCopy = {
  metaTitle: "Checkout",
  metaDescription:
    "Review your order and your brief, then pay securely on our payment provider's page. Brandvista Studio never sees your card details.",
  heading: "Checkout",
  orderHeading: "Your order",
  customQuote: "Custom quote",
  customQuoteDetail:
    "No package chosen: we write your quote from your brief, with a fixed price before any work starts.",
  briefHeading: "Your brief",
  payHeading: "Payment",
  payButton: (price: string) => `Pay ${price} securely`,
  payNote:
    "You complete the payment on our payment provider's secure, encrypted page. Card details are never entered on or stored by this site.",
  invoiceNote: (email: string) =>
    `No payment is taken here. After your designer's call we e-mail an invoice with a secure payment link to ${email}.`,
  /** No plan: where the written quote goes (the path's words say when and how it is paid). */
  quoteNote: (email: string) => `Your quote goes to ${email}.`,
  choosePlan: "Compare plans",
  /** While the server says what the checkout charges (nothing is priced before it answers). */
  quoting: "Checking the amount due with our server…",
  quoteFailed: "We could not check the amount due just now. Check your connection and try again.",
  /** While the hosted payment page is being opened. */
  opening: "Opening the secure payment page…",
  /** When the brief on our side names another package or price than this browser remembered. */
  serverPlan: (planName: string) =>
    `Your order changed a moment ago: it is now for ${planName}, so this is the amount the secure payment page will charge. Call us if that is not the package you meant.`,
  payFailed: "The payment page could not be opened. Check your connection and try again.",
  tryAgain: "Try again",
  secureBadge: "Secure payment",
  notAnswered: "Not given",
};
