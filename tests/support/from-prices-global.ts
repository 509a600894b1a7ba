// The site's build writes each service's "from" price in with Vite's `define` (vite.config.ts,
// web/src/content/from-prices.d.ts); Vitest's projects leave that global unset, so every test
// file gets it here, from the same function the build calls.
import { cheapestPricesUsd } from "@shared/plans";

Object.assign(globalThis, { __SERVICE_FROM_PRICE_USD__: cheapestPricesUsd() });
