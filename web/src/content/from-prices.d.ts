// A service's "from" price (its cheapest plan's, "Packages from $249"), for the pages that print
// nothing else of the plans: the service pages and the landing page. Read from @shared/plans at
// run time, it made each of them fetch the whole plan list (a chunk of its own, ~1.1 KB with
// headers) for one number. The site's Vite config (vite.config.ts) works the numbers out from
// @shared/plans (cheapestPricesUsd) and writes each one in where it is read, as a literal
// (`__SERVICE_FROM_PRICE_USD__.logo` → `249`); the tests set the same global from the same
// function (tests/support/from-prices-global.ts). Each price is still written once, in
// @shared/plans.
import type { PlanCategoryId } from "@shared/plans";

declare global {
  const __SERVICE_FROM_PRICE_USD__: Readonly<Record<PlanCategoryId, number>>;
}
