import { nextStepsCopy } from "~/content/next-steps";
import { payCopy } from "~/content/pay";
import type { PayLinkQuote } from "@shared/payment-api";

type Settled = Extract<PayLinkQuote, { kind: "nothingDue" }>;

/**
 * What the pay page and the checkout say when a lead owes nothing now, in the words of its
 * path's moment (content/next-steps.ts): paid (in full, or a deposit plan's balance too), the
 * deposit in and the balance not invoiced yet, no plan, or a payment still clearing; a disputed
 * payment, a partly refunded one and a refunded balance in the pay page's own words.
 */
export function settledWords({ why, path }: Pick<Settled, "why" | "path">): {
  heading: string;
  text: string;
} {
  switch (why) {
    case "paid":
      return path === "deposit"
        ? nextStepsCopy.balance.after
        : nextStepsCopy.paths[path].after.settled;
    case "depositPaid":
      return nextStepsCopy.paths.deposit.after.settled;
    case "noPlan":
      return nextStepsCopy.noPlan;
    case "processing":
      return payCopy.processing;
    case "disputed":
    case "partlyRefunded":
    case "balanceRefunded":
      return payCopy[why];
  }
}
