import { homeStats } from "~/content/home";
import styles from "./home.module.css";

/** Four headline figures under the hero. */
export function HomeStats() {
  return (
    <section className={styles.stats} aria-label="Brandvista Studio in numbers">
      <ul className={`container ${styles.statsList}`}>
        {homeStats.map((stat) => (
          <li key={stat.label}>
            <span className={styles.statValue}>{stat.value}</span>
            <span className={styles.statLabel}>{stat.label}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
