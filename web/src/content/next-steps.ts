// The words for each moment of each path, in one place (LeadPath in functions/src/shared/payment-amounts.ts,
// plus the balance of a deposit plan). Every path has a before (what will be paid and what
// happens then) and an after (what was paid, and what happens next, in the past and the future
// tense: never "Pay … now" once the money is in). The final step, the checkout, the pay page,
// the paid page and the prospect's confirmation mail (functions/mail-templates/mail-copy.ts) read
// them here, so the prospect is told one story wherever they read it. Amounts are passed in: the
// pages give the server's (or the catalogue's), the mail EmailJS variables.
import {
  balanceCents,
  cataloguePlan,
  checkoutAmountCents,
  formatCents,
  leadPathOf,
  type LeadPath,
} from "@shared/payment-amounts";
import { site } from "./site";

/** What a path's words name: the amount taken now (or taken), and the balance left for delivery. */
export interface StepAmounts {
  now: string;
  later: string;
}

/** The words before a payment: what will be paid, and what follows it. */
export interface BeforeWords {
  /** One line: what is paid at this step (and nothing the steps say again). */
  summary: (amounts: StepAmounts) => string;
  steps: (amounts: StepAmounts) => string[];
  /** On the final step: the button to the next page of this path (none without a payment). */
  cta: string | null;
}

/** The words after a payment: what was paid, and what happens next. */
export interface AfterWords {
  /** The paid page's headline: the amount, the plan, and what kind of payment it was. */
  headline: (amounts: StepAmounts, planName: string) => string;
  summary: (amounts: StepAmounts) => string;
  steps: (amounts: StepAmounts) => string[];
  /** What a pay link opened later says (it names no amount). */
  settled: { heading: string; text: string };
}

export interface PathWords {
  before: BeforeWords;
  after: AfterWords;
}

const callHours = "Monday to Friday, 9 am to 6 pm Central Time";

/** What a brief without a plan gets next, as the quote issue (46) words it. */
const quotePromise = "a written quote within one business day, payable online";

/** The open balance invoice of a deposit plan (the pay page), before and after it is paid. */
export interface BalanceWords {
  before: {
    heading: string;
    text: string;
    amountLabel: string;
    dueLabel: (date: string) => string;
    payButton: (amount: string) => string;
    payNote: string;
  };
  after: { heading: string; text: string };
}

export const nextStepsCopy = {
  heading: "What happens next",
  paths: {
    full: {
      before: {
        summary: ({ now }) => `You pay ${now} today: the whole price of your package.`,
        steps: () => [
          "Your designer starts on your brief as soon as the payment clears and sketches first directions.",
          `They call you within one business day, ${callHours}, to walk you through those directions and agree the delivery date.`,
          "You receive the final files on that date, with nothing more to pay.",
        ],
        cta: "Continue to checkout",
      },
      after: {
        headline: ({ now }, planName) => `Payment received — ${now} for ${planName}`,
        summary: () => "Your package is paid in full: there is nothing more to pay.",
        steps: () => [
          "Your designer has started on your brief and is sketching first directions.",
          `They call you within one business day, ${callHours}, to walk you through those directions and agree the delivery date.`,
          "You receive the final files on that date.",
        ],
        settled: {
          heading: "This order is paid",
          text: "Thank you: your payment has reached us and Stripe e-mailed the receipt. There is nothing more to pay here.",
        },
      },
    },
    deposit: {
      before: {
        summary: ({ now }) => `You pay the ${now} deposit today.`,
        steps: ({ later }) => [
          "Your designer starts on your brief as soon as the deposit clears and sketches first directions.",
          `They call you within one business day, ${callHours}, to agree the plan and the milestones.`,
          `At delivery, when you approve the final files, we e-mail the invoice for the remaining ${later}. Nothing else is charged before then.`,
        ],
        cta: "Continue to checkout",
      },
      after: {
        headline: ({ now }, planName) => `Deposit received — ${now} for ${planName}`,
        summary: ({ later }) =>
          `That was the deposit. The remaining ${later} is invoiced at delivery.`,
        steps: () => [
          "Your designer has started on your brief and is sketching first directions.",
          `They call you within one business day, ${callHours}, to agree the plan and the milestones.`,
          "When you approve the final files, we e-mail the invoice for the balance; your pay link shows it too. Nothing else is charged before then.",
        ],
        settled: {
          heading: "Your deposit is paid",
          text: "Thank you: the deposit has reached us and your project is under way. The balance is invoiced at delivery: we e-mail the invoice then, and this link shows it too.",
        },
      },
    },
    // No plan (or one no longer on sale). Sales writes the quote today; once quotes are on the
    // desk (issue 46) the same words stay true, and a paid quote's page reads the after.
    quote: {
      before: {
        summary: () => `Nothing to pay now: you receive ${quotePromise}.`,
        steps: () => [
          `Our team reads your brief today and may call you, ${callHours}, with a question about it.`,
          "Your quote names the scope, the price and the delivery dates, with a secure link to accept it and pay.",
          "Your designer starts once you accept the quote. Nothing is charged before then.",
        ],
        cta: null,
      },
      after: {
        headline: ({ now }, planName) => `Payment received — ${now} for ${planName}`,
        summary: () => "Your quote is accepted and your payment has reached us.",
        steps: () => [
          "Your designer has started on your brief and is sketching first directions.",
          `They call you within one business day, ${callHours}, to agree the plan and the delivery dates.`,
          "Anything your quote leaves to pay later is invoiced as the quote says, never before.",
        ],
        settled: {
          heading: "This order is paid",
          text: "Thank you: your payment has reached us and Stripe e-mailed the receipt. There is nothing more to pay here.",
        },
      },
    },
  } satisfies Record<LeadPath, PathWords>,
  /** A deposit plan's balance: the invoice sent at delivery, open, then paid. */
  balance: {
    before: {
      heading: "The balance is due",
      text: "Your deposit is paid and the work is delivered. The rest of the price is on the invoice we sent you.",
      amountLabel: "Balance due",
      dueLabel: (date: string) => `Due by ${date}`,
      payButton: (amount: string) => `Pay the ${amount} balance`,
      payNote:
        "The invoice opens on Stripe's secure invoice page, where you pay by card and can download it as a PDF.",
    },
    after: {
      heading: "This order is paid",
      text: "Thank you: the balance has reached us, so your package is paid in full. There is nothing more to pay here.",
    },
  } satisfies BalanceWords,
  /** A brief with no plan, when its pay link is opened: nothing to charge yet. */
  noPlan: {
    heading: "Nothing to pay yet",
    text: "Your brief has no fixed-price package, so this link has nothing to charge.",
  },
  /** Where the short reference is shown. */
  referenceLabel: "Your reference",
  referenceHint: `Give it when you call us on ${site.phone.display} or write to ${site.salesEmail}, and we find your brief at once.`,
};

/** A plan's path and the amounts its words name, from the catalogue. */
export function storyOf(planId: string | null | undefined): {
  path: LeadPath;
  words: PathWords;
  amounts: StepAmounts;
} {
  const path = leadPathOf(planId);
  const plan = cataloguePlan(planId);
  const amounts = plan
    ? { now: formatCents(checkoutAmountCents(plan)), later: formatCents(balanceCents(plan)) }
    : { now: "", later: "" };
  return { path, words: nextStepsCopy.paths[path], amounts };
}

/** The amounts as the server stated them (a quote or an answer), in the site's format. */
export const amountsOf = (nowCents: number, laterCents: number): StepAmounts => ({
  now: formatCents(nowCents),
  later: formatCents(laterCents),
});
