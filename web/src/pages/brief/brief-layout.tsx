import { UNLISTED } from "~/lib/crawl-handle";
import { useEffect } from "react";
import { Outlet, useSearchParams } from "react-router-dom";
import { briefStore, rememberPlan } from "~/features/brief/brief-store";
import { BriefWizard } from "~/features/brief/brief-wizard";
import styles from "./brief-layout.module.css";

/** Part of a visitor's flow, not a landing page: not in the sitemap, disallowed in robots.txt. */
export const handle = UNLISTED;

/**
 * The wizard's frame, and the wizard itself: it lives here, not in the step routes, so a step
 * change never waits for a route's code. The step routes only carry each step's URL and head.
 * `?plan=<id>` (from a pricing plan's button) is remembered for checkout.
 */
export default function BriefLayout() {
  const [params] = useSearchParams();
  const plan = params.get("plan");
  useEffect(() => {
    rememberPlan(briefStore, plan);
  }, [plan]);

  return (
    <main className={styles.page}>
      <div className="container">
        <BriefWizard />
        <Outlet />
      </div>
    </main>
  );
}
