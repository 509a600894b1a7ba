// The one route table. Every static path here is prerendered to HTML at build time
// (web/react-router.config.ts), and each route's module is its own chunk.
import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";
import { LEAD_FIELD_LIST } from "../../functions/src/shared/lead-field-specs";

export default [
  // sitemap.xml and robots.txt are files, written at build time from this table and each
  // route's `handle` (app/crawl-files.ts).

  // Standalone sales page: no header or footer, and none of the other pages' code.
  route("logo-design-services", "pages/landing/landing-page.tsx"),

  layout("app/site-layout.tsx", [
    index("pages/home/home-page.tsx"),
    route("home", "pages/home/home-redirect.tsx"),
    route("logobranding", "pages/services/logo-branding-page.tsx"),
    route("website", "pages/services/website-page.tsx"),
    route("mobile-application", "pages/services/mobile-application-page.tsx"),
    route("video-animation", "pages/services/video-animation-page.tsx"),
    route("book-publication", "pages/services/book-publication-page.tsx"),
    route("amazon-marketing", "pages/services/amazon-marketing-page.tsx"),
    route("seo-sem-services-company-usa", "pages/services/seo-page.tsx"),
    route("portfolio", "pages/portfolio/portfolio-page.tsx"),
    route("pricing", "pages/pricing/pricing-page.tsx"),
    route("about", "pages/about/about-page.tsx"),
    route("work", "pages/work/work-page.tsx"),
    route("privacy-policy", "pages/privacy/privacy-page.tsx"),

    // The brief wizard (owned by web/src/features/brief): a step per lead field, then final
    // step, checkout. Each step's URL is its field's slug (functions/src/shared/lead-field-specs.ts).
    layout(
      "pages/brief/brief-layout.tsx",
      LEAD_FIELD_LIST.map(({ step }) =>
        route(`brief/${step.slug}`, "pages/brief/brief-step.tsx", { id: `brief-${step.slug}` }),
      ),
    ),
    route("final-step", "pages/final-step/final-step-page.tsx"),
    route("checkout", "pages/checkout/checkout-page.tsx"),
    route("checkout/paid", "pages/checkout/paid-page.tsx"),
    // A pay link, /pay/<token>: one prerendered shell (/pay) that Hosting serves for every
    // token (firebase.json); the splat matches /pay too, so the shell hydrates on any token.
    route("pay/*", "pages/pay/pay-page.tsx"),
    // A quote link, /quote/<token> (issue 46): one prerendered shell (/quote), as /pay.
    route("quote/*", "pages/quote/quote-page.tsx"),

    // Any other path: the not-found page (Hosting serves its HTML as 404.html with status 404).
    route("*", "pages/not-found/not-found-page.tsx"),
  ]),
] satisfies RouteConfig;
