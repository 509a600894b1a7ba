import { useEffect } from "react";
import { Outlet, useSearchParams } from "react-router";
import { briefStore, rememberPlan } from "~/features/brief/brief-store";
import styles from "./brief-layout.module.css";

/** The wizard's frame. `?plan=<id>` (from a pricing plan's button) is remembered for checkout. */
export default function BriefLayout() {
  const [params] = useSearchParams();
  const plan = params.get("plan");
  useEffect(() => {
    rememberPlan(briefStore, plan);
  }, [plan]);

  return (
    <main className={styles.page}>
      <div className="container">
        <Outlet />
      </div>
    </main>
  );
}
