// Each plan's name and price as the pricing page shows them ("Professional Logo — $499"), for
// the sales e-mail, the desk and its CSV: read from the one list of plans (plans.ts).
import { formatCents } from "./payment-amounts.js";
import { plans } from "./plans.js";

/** Plan id → "Name — $price". */
export const PLAN_LABELS: Readonly<Record<string, string>> = Object.fromEntries(
  plans.map((plan) => [plan.id, `${plan.name} — ${formatCents(plan.priceUsd * 100)}`]),
);
