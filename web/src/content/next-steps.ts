// What happens after the brief, told once per path (LeadPath in functions/src/shared/payment-amounts.ts):
// a fixed plan paid in full, a deposit plan, and no plan. The final step, the checkout, the pay
// page, the paid page and the prospect's confirmation mail (functions/mail-templates/mail-copy.ts)
// all read the same steps here, so the prospect is told one story wherever they read it. The
// amounts are passed in: the pages give the catalogue's, the mail EmailJS variables.
import {
  balanceCents,
  cataloguePlan,
  checkoutAmountCents,
  formatCents,
  leadPathOf,
  type LeadPath,
} from "@shared/payment-amounts";
import { site } from "./site";

/** What a path's steps name: the amount taken now, and the balance invoiced at delivery. */
export interface StepAmounts {
  now: string;
  later: string;
}

export interface PathStory {
  /** One line under the heading: what the prospect does now. */
  summary: (amounts: StepAmounts) => string;
  steps: (amounts: StepAmounts) => string[];
  /** On the final step: the button to the next page of this path (none for "quote"). */
  cta: string | null;
}

const callHours = "Monday to Friday, 9 am to 6 pm Central Time";

export const nextStepsCopy = {
  heading: "What happens next",
  paths: {
    full: {
      summary: ({ now }) => `Pay ${now} now and your designer starts today.`,
      steps: ({ now }) => [
        `Pay ${now} on our payment provider's secure page: the whole price of your package, with nothing more to pay later.`,
        "Your designer starts on your brief as soon as the payment clears and sketches first directions.",
        `They call you within one business day, ${callHours}, to walk you through those directions and agree the delivery date.`,
      ],
      cta: "Continue to checkout",
    },
    deposit: {
      summary: ({ now, later }) =>
        `Pay the ${now} deposit now; the remaining ${later} is invoiced at delivery.`,
      steps: ({ now, later }) => [
        `Pay the ${now} deposit on our payment provider's secure page: half of your package's price.`,
        `Your designer starts once the deposit clears and calls you within one business day, ${callHours}, to agree the plan and the milestones.`,
        `The remaining ${later} is invoiced at delivery, when you approve the final files. Nothing else is charged before then.`,
      ],
      cta: "Continue to checkout",
    },
    quote: {
      summary: () => "No payment now: your designer calls you first, then sends a proposal.",
      steps: () => [
        "A designer reads your brief today and sketches first directions.",
        `They call you within one business day, ${callHours}, to talk through ideas, timeline and budget.`,
        "After the call you receive a written proposal with the scope, price and delivery dates, and a secure pay link to accept it. Nothing is charged before then.",
      ],
      cta: null,
    },
  } satisfies Record<LeadPath, PathStory>,
  /** Where the short reference is shown. */
  referenceLabel: "Your reference",
  referenceHint: `Give it when you call us on ${site.phone.display} or write to ${site.salesEmail}, and we find your brief at once.`,
};

/** A plan's path and the amounts its steps name, from the server's catalogue. */
export function storyOf(planId: string | null | undefined): {
  path: LeadPath;
  story: PathStory;
  amounts: StepAmounts;
} {
  const path = leadPathOf(planId);
  const plan = cataloguePlan(planId);
  const amounts = plan
    ? { now: formatCents(checkoutAmountCents(plan)), later: formatCents(balanceCents(plan)) }
    : { now: "", later: "" };
  return { path, story: nextStepsCopy.paths[path], amounts };
}
