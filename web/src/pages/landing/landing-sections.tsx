import { hydrateOnReach } from "~/lib/hydrate-on-reach";
import { Section } from "~/components/section";
import { landingPackages } from "~/content/landing";
import { LandingPlans } from "./landing-plans";

// The plans' card copy (content/pricing.ts) is loaded only when a visitor reaches the cards or
// the section is rendered on the client: it stays out of the page's load (docs/page-speed.md).
const LogoPlansOnReach = hydrateOnReach(() =>
  import("~/content/plan-cards").then(({ plansIn }) => () => (
    <LandingPlans plans={plansIn("logo")} />
  )),
);

/** The logo plans (from content/pricing.ts), hydrated when a visitor reaches them. */
export function LandingPackages() {
  return (
    <Section id="packages" heading={landingPackages.heading} intro={landingPackages.intro}>
      <LogoPlansOnReach />
    </Section>
  );
}
