import card from "~/styles/card.module.css";
import styles from "./faq-list.module.css";

export interface FaqItem {
  question: string;
  answer: string;
}

/** Questions and answers as native disclosure widgets (keyboard and screen-reader ready). */
export function FaqList({ items }: { items: readonly FaqItem[] }) {
  return (
    <div className={styles.list}>
      {items.map((item) => (
        <details key={item.question} className={card.card}>
          <summary className={styles.question}>{item.question}</summary>
          <p className={styles.answer}>{item.answer}</p>
        </details>
      ))}
    </div>
  );
}
