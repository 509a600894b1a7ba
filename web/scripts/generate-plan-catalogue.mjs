// Writes the functions' copy of the plan catalogue from web/src/content/plans.ts, the one
// definition of the plans: functions/src/shared/plan-catalogue.ts (each plan's name, price and
// deposit: the checkout charges from it, never from the browser) and plan-labels.ts (a plan
// named as the pricing page shows it, "Professional Logo — $1,499", for the mails). The
// functions deploy on their own, without the web folder. Unit tests
// (functions/src/shared/plan-catalogue.test.ts, plan-labels.test.ts) fail when a copy no
// longer matches.
// Usage: node web/scripts/generate-plan-catalogue.mjs   (npm run gen:plans)
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { format } from "prettier";
import { runnerImport } from "vite";

const load = async (/** @type {string} */ path) =>
  (
    await runnerImport(fileURLToPath(new URL(path, import.meta.url)), {
      configFile: false,
      logLevel: "error",
    })
  ).module;
const { plans } = await load("../src/content/plans.ts");
const { formatUsd } = await load("../src/content/format-usd.ts");
const labels = Object.fromEntries(
  plans.map((plan) => [plan.id, `${plan.name} — ${formatUsd(plan.priceUsd)}`]),
);
const target = fileURLToPath(new URL("../../functions/src/shared/plan-labels.ts", import.meta.url));
const source = `// Generated from web/src/content/plans.ts by \`npm run gen:plans\`: do not edit.
// Each plan's name and price as the pricing page shows them, for the sales e-mail.

/** Plan id → "Name — $price". */
export const PLAN_LABELS: Readonly<Record<string, string>> = ${JSON.stringify(labels, null, 2)};
`;
writeFileSync(target, await format(source, { filepath: target, printWidth: 100 }));
console.log(
  `Wrote ${Object.keys(labels).length} plan labels to functions/src/shared/plan-labels.ts`,
);

const catalogue = Object.fromEntries(
  plans.map((plan) => [
    plan.id,
    {
      name: plan.name,
      priceUsd: plan.priceUsd,
      ...(plan.depositPercent !== undefined && { depositPercent: plan.depositPercent }),
    },
  ]),
);
const catalogueTarget = fileURLToPath(
  new URL("../../functions/src/shared/plan-catalogue.ts", import.meta.url),
);
const catalogueSource = `// Generated from web/src/content/plans.ts by \`npm run gen:plans\`: do not edit.
// What each plan costs and what its checkout takes: the only source of a checkout's amount.

export interface CatalogueEntry {
  name: string;
  /** One-time price in whole US dollars. */
  priceUsd: number;
  /** Absent: the checkout takes the full price; else this percentage of it as a deposit. */
  depositPercent?: number;
}

/** Plan id → name, price and checkout terms. */
export const PLAN_CATALOGUE: Readonly<Record<string, CatalogueEntry>> = ${JSON.stringify(catalogue, null, 2)};
`;
writeFileSync(
  catalogueTarget,
  await format(catalogueSource, { filepath: catalogueTarget, printWidth: 100 }),
);
console.log(
  `Wrote ${Object.keys(catalogue).length} plans to functions/src/shared/plan-catalogue.ts`,
);
