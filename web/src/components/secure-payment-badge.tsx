import styles from "./secure-payment-badge.module.css";

export interface SecurePaymentBadgeProps {
  /** "dark" for use on the footer's dark background, "light" on white pages (checkout). */
  tone?: "dark" | "light";
}

const CARDS = ["Visa", "Mastercard", "American Express", "Discover"] as const;

/** Secure-payment badge: a lock, "Secure payment", SSL note and accepted card brands. */
export function SecurePaymentBadge({ tone = "dark" }: SecurePaymentBadgeProps) {
  return (
    <div className={`${styles.badge} ${styles[tone]}`}>
      <svg
        className={styles.lock}
        viewBox="0 0 24 24"
        width="28"
        height="28"
        aria-hidden="true"
        focusable="false"
      >
        <path
          fill="currentColor"
          d="M12 1a5 5 0 0 0-5 5v3H6a2 2 0 0 0-2 2v10a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V11a2 2 0 0 0-2-2h-1V6a5 5 0 0 0-5-5Zm-3 8V6a3 3 0 1 1 6 0v3H9Zm3 4a2 2 0 0 1 1 3.73V19h-2v-2.27A2 2 0 0 1 12 13Z"
        />
      </svg>
      <div>
        <p className={styles.title}>Secure payment</p>
        <p className={styles.note}>256-bit SSL encrypted checkout</p>
        <ul className={styles.cards} aria-label="Accepted cards">
          {CARDS.map((card) => (
            <li key={card} className={styles.card}>
              {card}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
