// The desk's route table: one frame (pages/desk-layout.tsx, the sign-in and the top bar) over
// its four pages. Their paths stay /desk/… on the desk's own origin, so the links in mails and
// alerts (functions/src/shared/desk-links.ts) need no change.
import { type RouteConfig, layout, route } from "@react-router/dev/routes";

export default [
  layout("pages/desk-layout.tsx", [
    route("desk", "pages/desk-list-page.tsx"),
    route("desk/overview", "pages/desk-overview-page.tsx"),
    route("desk/leads/:leadId", "pages/desk-lead-page.tsx"),
    route("desk/requests", "pages/desk-requests-page.tsx"),
  ]),
] satisfies RouteConfig;

/** The pages prerendered at build time (a lead's page is the SPA fallback's). */
export const DESK_PRERENDERED_PATHS = ["/desk", "/desk/overview", "/desk/requests"];
