// The plans with their card copy, as the pricing and landing pages load them when a visitor
// reaches the cards. A module of its own, not an import of pricing.ts: the checkout imports
// pricing.ts too, so the bundler would have to build that shared chunk's namespace object with
// a runtime helper that every page then downloads (docs/page-speed.md).
export { plansIn } from "./pricing";
