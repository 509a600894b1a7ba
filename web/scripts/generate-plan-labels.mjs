// Writes functions/src/shared/plan-labels.ts from web/src/content/pricing.ts, the one definition of
// the plans: the lead-mail function names a lead's plan as the pricing page shows it
// ("Professional Logo — $1,499") but deploys on its own, without the web folder. A unit test
// (functions/src/shared/plan-labels.test.ts) fails when this copy no longer matches.
// Usage: node web/scripts/generate-plan-labels.mjs   (npm run gen:plan-labels)
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { format } from "prettier";
import { runnerImport } from "vite";

const { module: pricing } = await runnerImport(
  fileURLToPath(new URL("../src/content/pricing.ts", import.meta.url)),
  { configFile: false, logLevel: "error" },
);
const labels = Object.fromEntries(
  pricing.pricingPlans.map((plan) => [
    plan.id,
    `${plan.name} — ${pricing.formatUsd(plan.priceUsd)}`,
  ]),
);
const target = fileURLToPath(new URL("../../functions/src/shared/plan-labels.ts", import.meta.url));
const source = `// Generated from web/src/content/pricing.ts by \`npm run gen:plan-labels\`: do not edit.
// Each plan's name and price as the pricing page shows them, for the sales e-mail.

/** Plan id → "Name — $price". */
export const PLAN_LABELS: Readonly<Record<string, string>> = ${JSON.stringify(labels, null, 2)};
`;
writeFileSync(target, await format(source, { filepath: target, printWidth: 100 }));
console.log(
  `Wrote ${Object.keys(labels).length} plan labels to functions/src/shared/plan-labels.ts`,
);
